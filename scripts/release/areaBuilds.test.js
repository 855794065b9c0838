// One-area releases: whether a build fits the live shell, and immutable version folders.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  UserError,
  checkAreaVersion,
  deployedVersions,
  incompatibilities,
  publishAreaVersion,
  routeChanges,
  assertFitsLiveShell,
} = require('./areaBuilds');
const { buildInfoOf } = require('../build/package');

const shell = {
  package: '@gpa/shell',
  version: '1.0.0',
  builtWith: { react: '19.2.0', 'react-router': '7.9.1', '@gpa/shared-ui': '1.0.0' },
};
const area = (requires) => ({ package: '@gpa/mf-financials', version: '1.1.0', requires });

let siteDir;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

function dist(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

const goodBuild = () =>
  dist({
    'mf-manifest.json': JSON.stringify({
      name: 'mf_financials',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
    'remoteEntry.js': 'var mf_financials;',
    'routes.json': JSON.stringify({ routes: [{ path: '/leac', title: 'LEAC' }] }),
    'build-info.json': '{"builtAt":"1"}',
  });

test('an area fits the live shell when every singleton range it requires is met by the shell', () => {
  expect(
    incompatibilities(
      area({ react: '^19.0.0', 'react/jsx-runtime': '^19.0.0', '@gpa/shared-ui': '^1.0.0' }),
      shell,
    ),
  ).toEqual([]);
  expect(
    incompatibilities(area({ react: '^20.0.0', '@gpa/shared-ui': '^1.1.0', zustand: '^5.0.0' }), shell),
  ).toEqual([
    'react: the area needs ^20.0.0, the live shell has 19.2.0',
    '@gpa/shared-ui: the area needs ^1.1.0, the live shell has 1.0.0',
    'zustand: the area needs ^5.0.0, the live shell does not provide it',
  ]);
});

test("an area build needs the shell's federation runtime, since its remoteEntry.js leaves the runtime out", () => {
  const root = path.join(__dirname, '..', '..');
  const shellInfo = buildInfoOf(path.join(root, 'shell'));
  const areaInfo = buildInfoOf(path.join(root, 'mf-financials'));
  const runtimeVersion = shellInfo.builtWith['@module-federation/runtime-core'];
  expect(runtimeVersion).toMatch(/^\d+\.\d+\.\d+/);
  expect(areaInfo.requires['@module-federation/runtime-core']).toBe(`^${runtimeVersion}`);
  expect(shellInfo.requires['@module-federation/runtime-core']).toBeUndefined();
  expect(incompatibilities(areaInfo, shellInfo)).toEqual([]);
  const { '@module-federation/runtime-core': _, ...olderShell } = shellInfo.builtWith;
  expect(incompatibilities(areaInfo, { ...shellInfo, builtWith: olderShell })).toEqual([
    `@module-federation/runtime-core: the area needs ^${runtimeVersion}, the live shell does not provide it`,
  ]);
});

test('a release that does not fit the live shell is refused with the reason', () => {
  fs.writeFileSync(path.join(siteDir, 'build-info.json'), JSON.stringify(shell));
  expect(() => assertFitsLiveShell(siteDir, 'financials', '1.1.0', area({ react: '^20.0.0' }))).toThrow(
    /does not fit the live shell.*\n.*react: the area needs \^20.0.0, the live shell has 19.2.0/,
  );
  expect(() => assertFitsLiveShell(siteDir, 'financials', '1.1.0', area({ react: '^19.1.0' }))).not.toThrow();
  fs.rmSync(path.join(siteDir, 'build-info.json'));
  expect(() => assertFitsLiveShell(siteDir, 'financials', '1.1.0', area({}))).toThrow(
    'the live shell has no build-info.json',
  );
});

test('a version folder is immutable: the same files again are accepted, different files refused', async () => {
  const build = goodBuild();
  expect(publishAreaVersion(siteDir, 'financials', '1.1.0', build)).toBe('published');
  // build-info.json records the build time: a rebuild of the same sources is still the same version.
  fs.writeFileSync(path.join(build, 'build-info.json'), '{"builtAt":"2"}');
  expect(publishAreaVersion(siteDir, 'financials', '1.1.0', build)).toBe('unchanged');
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'var changed;');
  expect(() => publishAreaVersion(siteDir, 'financials', '1.1.0', build)).toThrow(UserError);
  expect(fs.readFileSync(path.join(siteDir, 'areas/financials/1.1.0/remoteEntry.js'), 'utf8')).toBe(
    'var mf_financials;',
  );
  expect(fs.readdirSync(path.join(siteDir, 'areas/financials'))).toEqual(['1.1.0']);
  expect(await checkAreaVersion(siteDir, 'financials', '1.1.0')).toEqual([{ path: '/leac', title: 'LEAC' }]);
  fs.rmSync(build, { recursive: true });
});

test('a version that is unknown or does not load is refused before any switch', async () => {
  const build = goodBuild();
  publishAreaVersion(siteDir, 'financials', '1.0.0', build);
  await expect(checkAreaVersion(siteDir, 'financials', '9.9.9')).rejects.toThrow(
    'financials 9.9.9 is not deployed (deployed: 1.0.0)',
  );
  fs.rmSync(path.join(siteDir, 'areas/financials/1.0.0/remoteEntry.js'));
  await expect(checkAreaVersion(siteDir, 'financials', '1.0.0')).rejects.toThrow(
    'does not load: remoteEntry.js is missing',
  );
  fs.writeFileSync(path.join(siteDir, 'areas/financials/1.0.0/remoteEntry.js'), '');
  fs.writeFileSync(path.join(siteDir, 'areas/financials/1.0.0/routes.json'), '{"rout');
  await expect(checkAreaVersion(siteDir, 'financials', '1.0.0')).rejects.toThrow(
    'does not load: routes.json',
  );
  fs.writeFileSync(
    path.join(siteDir, 'areas/financials/1.0.0/mf-manifest.json'),
    JSON.stringify({ name: 'mf_tools', metaData: {} }),
  );
  await expect(checkAreaVersion(siteDir, 'financials', '1.0.0')).rejects.toThrow(
    'names "mf_tools", expected "mf_financials"',
  );
  fs.rmSync(build, { recursive: true });
});

test('deployed versions are listed in version order, without temporary folders', () => {
  for (const version of ['1.10.0', '1.2.0', '1.9.1', '.1.11.0.42.tmp'])
    fs.mkdirSync(path.join(siteDir, 'areas/tools', version), { recursive: true });
  expect(deployedVersions(siteDir, 'tools')).toEqual(['1.2.0', '1.9.1', '1.10.0']);
  expect(deployedVersions(siteDir, 'customer')).toEqual([]);
});

test('route changes between two versions are listed as added, removed and retitled', () => {
  const before = [
    { path: '/leac', title: 'LEAC' },
    { path: '/rates', title: 'Rates' },
  ];
  const after = [
    { path: '/leac', title: 'LEAC history' },
    { path: '/rateadjustment', title: 'Rate adjustment' },
  ];
  expect(routeChanges(before, after)).toEqual([
    '+ /rateadjustment (Rate adjustment)',
    '- /rates',
    '~ /leac: "LEAC" -> "LEAC history"',
  ]);
});

test('the compressed variants a release adds do not make the same build "different files"', () => {
  const build = goodBuild();
  expect(publishAreaVersion(siteDir, 'financials', '1.1.0', build)).toBe('published');
  fs.writeFileSync(path.join(siteDir, 'areas/financials/1.1.0/remoteEntry.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(siteDir, 'areas/financials/1.1.0/remoteEntry.js.gz'), 'gzip bytes');
  expect(publishAreaVersion(siteDir, 'financials', '1.1.0', build)).toBe('unchanged');
});
