// The live site manifest: read when it changes (also when stat does not show it), the last good one kept.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createManifestSource } = require('./manifestSource');
const { MANIFEST_FILE, areaEntry, writeSiteManifest } = require('./siteManifest');

const routes = [{ path: '/leac', title: 'LEAC' }];
const manifestAt = (version) => ({
  areas: { financials: areaEntry({ area: 'financials', name: 'mf_financials', version, routes }) },
});

let dir;
let source;
const logs = [];
const open = (options = {}) =>
  (source = createManifestSource(dir, { log: (line) => logs.push(line), ...options }));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-source-'));
  logs.length = 0;
});
afterEach(() => {
  jest.useRealTimers();
  source?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('no manifest yet: null; a release written before a request is what that request sees', () => {
  open();
  expect(source.current()).toBeNull();
  writeSiteManifest(dir, manifestAt('1.0.0'));
  expect(source.current().areas.financials.version).toBe('1.0.0');
  writeSiteManifest(dir, manifestAt('1.1.0'));
  expect(source.current().areas.financials.version).toBe('1.1.0');
});

test('one snapshot object until the file changes', () => {
  writeSiteManifest(dir, manifestAt('1.0.0'));
  open();
  const first = source.current();
  expect(source.current()).toBe(first);
  writeSiteManifest(dir, manifestAt('1.0.0'));
  expect(source.current()).toBe(first);
});

test("a change that stat does not show (a network file system's attribute cache) is read by the poll", () => {
  jest.useFakeTimers();
  writeSiteManifest(dir, manifestAt('1.0.0'));
  const file = path.join(dir, MANIFEST_FILE);
  // A whole second, which utimes sets exactly (the file's own time has a finer part it would round away).
  const time = new Date('2026-01-01T00:00:00Z');
  fs.utimesSync(file, time, time);
  open({ pollMs: 20 });
  expect(source.current().areas.financials.version).toBe('1.0.0');
  // Same inode, size and modification time: only reading the file shows the new version.
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('1.0.0', '1.0.1'));
  fs.utimesSync(file, time, time);
  expect(source.current().areas.financials.version).toBe('1.0.0');
  jest.advanceTimersByTime(20);
  expect(source.current().areas.financials.version).toBe('1.0.1');
});

test('a malformed or invalid file keeps the last good manifest, and says so', () => {
  writeSiteManifest(dir, manifestAt('1.0.0'));
  open();
  const good = source.current();
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), '{"areas": ');
  expect(source.current()).toBe(good);
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), '{"areas": {}}');
  expect(source.current()).toBe(good);
  expect(logs).toEqual([expect.stringContaining('JSON'), expect.stringContaining('content: Invalid input')]);
});
