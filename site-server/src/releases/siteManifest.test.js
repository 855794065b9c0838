// The site manifest file: its area entries, validation and atomic writes.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  areaEntry,
  readReleaseHistory,
  readSiteManifest,
  validateSiteManifest,
  writeSiteManifest,
} = require('./siteManifest');
const { siteStateDirOf } = require('../process/siteState');

const routes = [{ path: '/leac', title: 'LEAC' }];
const manifest = () => ({
  content: { apiUrl: '/api', filesUrl: '' },
  areas: { financials: areaEntry({ area: 'financials', name: 'mf_financials', version: '1.2.0', routes }) },
});

test('an area entry points at its version folder and carries its routes', () => {
  expect(areaEntry({ area: 'financials', name: 'mf_financials', version: '1.2.0', routes })).toEqual({
    name: 'mf_financials',
    version: '1.2.0',
    entry: '/areas/financials/1.2.0/mf-manifest.json',
    routes,
  });
});

test('a manifest without an area route table or version is refused', () => {
  const bad = manifest();
  delete bad.areas.financials.routes;
  expect(() => validateSiteManifest(bad)).toThrow(
    'site manifest: areas.financials.routes: Invalid input: expected array, received undefined',
  );
  const noVersion = manifest();
  delete noVersion.areas.financials.version;
  expect(() => validateSiteManifest(noVersion)).toThrow('areas.financials.version');
});

test('the service worker kill switch is optional and must be a boolean', () => {
  expect(validateSiteManifest({ ...manifest(), serviceWorker: false }).serviceWorker).toBe(false);
  expect(validateSiteManifest(manifest()).serviceWorker).toBeUndefined();
  expect(() => validateSiteManifest({ ...manifest(), serviceWorker: 'off' })).toThrow(
    'serviceWorker: Invalid input: expected boolean',
  );
});

test('writing fills the operator defaults, replaces the file atomically and leaves no temporary file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  writeSiteManifest(dir, manifest());
  writeSiteManifest(dir, { ...manifest(), maintenance: true });
  expect(readSiteManifest(dir)).toMatchObject({
    maintenance: true,
    remoteTimeoutMs: 8000,
    areas: { financials: { version: '1.2.0' } },
  });
  expect(fs.readdirSync(dir)).toEqual(['site-manifest.json']);
  expect(() => writeSiteManifest(dir, { content: {}, areas: {} })).toThrow('content.apiUrl');
  expect(readSiteManifest(dir).maintenance).toBe(true);
  fs.rmSync(dir, { recursive: true });
});

test('switching an area changes only its entry, records the history, and finds the previous live version', () => {
  const { previousLiveVersion, switchArea } = require('./siteManifest');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  const tools = areaEntry({ area: 'tools', name: 'mf_tools', version: '1.0.0', routes: [] });
  writeSiteManifest(dir, { ...manifest(), areas: { ...manifest().areas, tools } });
  const next = areaEntry({ area: 'financials', name: 'mf_financials', version: '1.3.0', routes });
  const { previous, switchMs } = switchArea(dir, 'financials', next, 'release');
  expect(previous.version).toBe('1.2.0');
  expect(switchMs).toBeGreaterThanOrEqual(0);
  expect(readSiteManifest(dir).areas).toEqual({ financials: next, tools });
  // No history yet: the version that was live is recorded first.
  expect(previousLiveVersion(readReleaseHistory(dir), 'financials', '1.3.0')).toBe('1.2.0');
  switchArea(
    dir,
    'financials',
    areaEntry({ area: 'financials', name: 'mf_financials', version: '1.4.0', routes }),
    'release',
  );
  expect(previousLiveVersion(readReleaseHistory(dir), 'financials', '1.4.0')).toBe('1.3.0');
  switchArea(dir, 'financials', next, 'rollback');
  expect(readReleaseHistory(dir).financials.map((entry) => `${entry.action} ${entry.version}`)).toEqual([
    'was live 1.2.0',
    'release 1.3.0',
    'release 1.4.0',
    'rollback 1.3.0',
  ]);
  // The history is operators' data: in the state folder beside the site folder, never among the served files.
  expect(fs.readdirSync(dir)).toEqual(['site-manifest.json']);
  expect(fs.readdirSync(siteStateDirOf(dir))).toEqual(['release-history.json']);
  fs.rmSync(dir, { recursive: true });
  fs.rmSync(siteStateDirOf(dir), { recursive: true });
});

test('a history left in the site folder by an older release moves to the state folder at its first use', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  const history = { financials: [{ version: '1.2.0', action: 'release', at: '2026-01-01T00:00:00.000Z' }] };
  fs.writeFileSync(path.join(dir, 'release-history.json'), JSON.stringify(history));
  expect(readReleaseHistory(dir)).toEqual(history);
  expect(fs.readdirSync(dir)).toEqual([]);
  expect(JSON.parse(fs.readFileSync(path.join(siteStateDirOf(dir), 'release-history.json'), 'utf8'))).toEqual(
    history,
  );
  fs.rmSync(dir, { recursive: true });
  fs.rmSync(siteStateDirOf(dir), { recursive: true });
});

test('a malformed manifest, route table or release history file is refused naming the file and the field', () => {
  const { readAreaRoutes, areaVersionDir } = require('./siteManifest');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  const manifestFile = path.join(dir, 'site-manifest.json');
  fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest(), remoteTimeoutMs: '8000' }));
  expect(() => readSiteManifest(dir)).toThrow(
    `${manifestFile}: remoteTimeoutMs: Invalid input: expected number, received string`,
  );
  fs.writeFileSync(manifestFile, '{"areas": ');
  expect(() => readSiteManifest(dir)).toThrow(`${manifestFile}: not JSON`);

  const routesFile = path.join(areaVersionDir(dir, 'tools', '1.0.0'), 'routes.json');
  fs.mkdirSync(path.dirname(routesFile), { recursive: true });
  fs.writeFileSync(routesFile, JSON.stringify({ routes: [{ path: '/calculator' }] }));
  expect(() => readAreaRoutes(dir, 'tools', '1.0.0')).toThrow(
    `${routesFile}: routes.0.title: Invalid input: expected string`,
  );

  const historyFile = path.join(siteStateDirOf(dir), 'release-history.json');
  fs.mkdirSync(path.dirname(historyFile), { recursive: true });
  fs.writeFileSync(historyFile, JSON.stringify({ tools: [{ version: '1.0.0', action: 'release' }] }));
  expect(() => readReleaseHistory(dir)).toThrow(`${historyFile}: tools.0.at: Invalid input: expected string`);
  fs.rmSync(dir, { recursive: true });
  fs.rmSync(siteStateDirOf(dir), { recursive: true });
});

test('fields the manifest schema does not name are kept (a newer release may write them)', () => {
  const withExtra = { ...manifest(), futureSetting: 1 };
  withExtra.areas.financials = { ...withExtra.areas.financials, note: 'kept' };
  expect(validateSiteManifest(withExtra)).toEqual(withExtra);
});
