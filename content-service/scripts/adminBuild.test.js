const fs = require('fs');
const os = require('os');
const path = require('path');
const { adminBuildNeeded } = require('./adminBuild');

test('the admin panel is built when its build is missing or older than a source of src/admin', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
  const index = path.join(dir, 'build', 'index.html');
  const sources = path.join(dir, 'src', 'admin');
  fs.mkdirSync(path.join(sources, 'parts'), { recursive: true });
  const source = path.join(sources, 'parts', 'app.js');
  fs.writeFileSync(source, 'export default {};');
  expect(adminBuildNeeded({ index, sources })).toBe('admin panel not built yet');
  fs.mkdirSync(path.dirname(index));
  fs.writeFileSync(index, '<html>');
  const at = (file, seconds) => fs.utimesSync(file, seconds, seconds);
  at(source, 1000);
  at(index, 2000);
  expect(adminBuildNeeded({ index, sources })).toBe('');
  at(source, 3000);
  expect(adminBuildNeeded({ index, sources })).toBe('admin panel older than src/admin');
  fs.rmSync(dir, { recursive: true, force: true });
});
