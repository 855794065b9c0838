// npm start's skipped builds: a package is rebuilt when its sources, or those of a package it depends on, changed,
// or when the deployed build is not the one it stamped.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { sourceHashes, stalePackages, stampBuilds } = require('./build-stamp');

let root;
const areas = { tools: 'mf-tools' };
const packages = ['shell', 'mf-tools'];
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const pkg = (name, dependencies = {}) => JSON.stringify({ name, version: '1.0.0', dependencies });
// What build.js leaves in the site folder: each build's build-info.json, the manifest naming the area's version.
const deploy = (dir, builtAt) =>
  write(
    dir === 'shell' ? 'deploy/site/build-info.json' : 'deploy/site/areas/tools/1.0.0/build-info.json',
    JSON.stringify({ builtAt }),
  );
const settings = () => ({
  root,
  siteDir: path.join(root, 'deploy', 'site'),
  areas,
  stampFile: path.join(root, 'stamps.json'),
});
const stale = (env = {}) => stalePackages({ ...settings(), hashes: sourceHashes({ root, packages, env }) });
const build = (dirs, builtAt) => {
  const hashes = sourceHashes({ root, packages: dirs, env: {} });
  for (const dir of dirs) deploy(dir, builtAt);
  stampBuilds({ ...settings(), hashes });
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('package-lock.json', '{}');
  write('shared-ui/package.json', pkg('@gpa/shared-ui'));
  write('shared-ui/src/Button.tsx', 'export const Button = 1;');
  write('shell/package.json', pkg('@gpa/shell', { '@gpa/shared-ui': '*' }));
  write('shell/src/index.ts', 'export {};');
  write('mf-tools/package.json', pkg('@gpa/mf-tools', { '@gpa/shared-ui': '*', react: '*' }));
  write('mf-tools/src/forms.tsx', 'export const form = 1;');
  write('deploy/site/site-manifest.json', JSON.stringify({ areas: { tools: { version: '1.0.0' } } }));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('never stamped: every package is built; once stamped, none until a source changes', () => {
  expect(stale()).toEqual(packages);
  build(packages, '2026-11-26T10:00:00Z');
  expect(stale()).toEqual([]);
  // Build outputs and installed modules are not sources.
  write('mf-tools/dist/remoteEntry.js', 'built');
  write('mf-tools/node_modules/x/index.js', 'installed');
  expect(stale()).toEqual([]);
});

test("a package's own change rebuilds it alone; a shared package's change, or the lockfile's, every package using it", () => {
  build(packages, '2026-11-26T10:00:00Z');
  write('mf-tools/src/forms.tsx', 'export const form = 2;');
  expect(stale()).toEqual(['mf-tools']);
  build(['mf-tools'], '2026-11-26T10:05:00Z');
  expect(stale()).toEqual([]);
  write('shared-ui/src/Button.tsx', 'export const Button = 2;');
  expect(stale()).toEqual(packages);
  build(packages, '2026-11-26T10:10:00Z');
  write('package-lock.json', '{"lockfileVersion":3}');
  expect(stale()).toEqual(packages);
});

test('a deployed build the stamp did not make (built by hand, another version live) or another build setting: built again', () => {
  build(packages, '2026-11-26T10:00:00Z');
  deploy('shell', '2026-11-26T11:00:00Z');
  expect(stale()).toEqual(['shell']);
  build(['shell'], '2026-11-26T11:00:00Z');
  write('deploy/site/site-manifest.json', JSON.stringify({ areas: { tools: { version: '0.9.0' } } }));
  expect(stale()).toEqual(['mf-tools']);
  write('deploy/site/site-manifest.json', JSON.stringify({ areas: { tools: { version: '1.0.0' } } }));
  expect(stale({ SHELL_PUBLIC_PATH: '/site/' })).toEqual(packages);
});
