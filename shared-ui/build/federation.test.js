const fs = require('node:fs');
const path = require('node:path');
const { shared } = require('./federation');

const root = path.join(__dirname, '..', '..');
const { areas } = require('../../scripts/lib/packages');
const BROWSER_SOURCES = ['shell', ...Object.values(areas)].map((dir) => path.join(root, dir, 'src'));
// Code that never reaches a browser build: the shell's server render, tests and their helpers.
const notInBrowserBuild = (file) =>
  /\.test\.tsx?$/.test(file) ||
  file.includes(`${path.sep}server${path.sep}`) ||
  file.endsWith(`${path.sep}testing.tsx`);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('react-router is not a federation singleton of its own: it is shared inside @gpa/shared-ui', () => {
  expect(Object.keys(shared)).toContain('@gpa/shared-ui');
  expect(Object.keys(shared).filter((name) => name.startsWith('react-router'))).toEqual([]);
});

test('the shell and the areas take React Router from @gpa/shared-ui, so every area uses the shell router', () => {
  // A direct import would bundle a second react-router into that build, whose hooks find no router.
  const directImports = BROWSER_SOURCES.flatMap(sourceFiles)
    .filter((file) => !notInBrowserBuild(file))
    .filter((file) => /from ['"]react-router(-dom)?['"]/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(directImports).toEqual([]);
});
