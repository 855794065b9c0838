const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { areas } = require('../lib/packages');
const { BUDGETS, sizeLimitChecks } = require('./budgets');

const root = path.join(__dirname, '..', '..');
let site;

/** A file of `bytes` bytes with a source map listing `sources`. */
function write(file, bytes, sources) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x'.repeat(bytes));
  if (sources) fs.writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources, mappings: '' }));
}

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  write(path.join(site, 'main.0123abcd.js'), 10);
  write(path.join(site, '200.89abcdef.js'), 10);
  write(path.join(site, '300.01234567.js'), 10);
  write(path.join(site, 'federation-host.12345678.js'), 10);
  fs.writeFileSync(
    path.join(site, 'federation-host.json'),
    JSON.stringify({ files: ['300.01234567.js', 'federation-host.12345678.js'] }),
  );
  write(path.join(site, 'sw.js'), 10);
  for (const [area, dir] of Object.entries(areas)) {
    const { version } = require(path.join(root, dir, 'package.json'));
    const folder = path.join(site, 'areas', area, version);
    write(path.join(folder, 'remoteEntry.js'), 10);
    write(path.join(folder, '__federation_expose_routes.1.js'), 10);
    write(path.join(folder, '7.small.js'), 100, ['webpack://x/./src/pages/Small.tsx']);
    write(path.join(folder, '8.page.js'), 200, ['webpack://x/./src/pages/Big.tsx']);
    // The area's own copy of React DOM (for its standalone page), larger than any page: not a page.
    write(path.join(folder, '9.react.js'), 5000, ['webpack://x/../node_modules/react-dom/index.js']);
    const manifest = {
      exposes: [
        {
          name: 'routes',
          assets: {
            js: {
              sync: ['__federation_expose_routes.1.js'],
              async: ['7.small.js', '8.page.js', '9.react.js'],
            },
          },
        },
      ],
    };
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  }
});

afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test('every check names its file and its budget, in Brotli', () => {
  const checks = sizeLimitChecks(site);
  const main = checks.find((check) => check.name.startsWith("the shell's main.js"));
  expect(main.name).toContain(`main.0123abcd.js (budget ${BUDGETS.shellMain} KB)`);
  expect(main.limit).toBe(`${BUDGETS.shellMain} kB`);
  expect(checks.every((check) => check.brotli === true)).toBe(true);
  const chunks = checks.find((check) => check.name.startsWith("the shell's other chunks"));
  expect(chunks.path).toEqual([expect.stringMatching(/200\.89abcdef\.js$/)]);
  // The federation host (the files its build lists) has a budget of its own.
  const host = checks.find((check) => check.name.startsWith('the federation host'));
  expect(host.path).toEqual([
    expect.stringMatching(/300\.01234567\.js$/),
    expect.stringMatching(/federation-host\.12345678\.js$/),
  ]);
  expect(host.limit).toBe(`${BUDGETS.federationHost} kB`);
  expect(checks).toHaveLength(4 + 3 * Object.keys(areas).length);
});

test("an area's largest page is its own code, not its copy of a shared module", () => {
  const largest = sizeLimitChecks(site).filter((check) => check.name.includes('largest page chunk'));
  expect(largest).toHaveLength(Object.keys(areas).length);
  for (const check of largest) expect(check.path).toEqual([expect.stringMatching(/8\.page\.js$/)]);
});

test('a site without its main.js (not built) is an error that says so', () => {
  fs.rmSync(path.join(site, 'main.0123abcd.js'));
  expect(() => sizeLimitChecks(site)).toThrow(/has 0 main\.\*\.js: build the site first/);
});

test("a site without its federation host's list, or with a malformed one, is an error that says so", () => {
  fs.writeFileSync(path.join(site, 'federation-host.json'), JSON.stringify({ files: [3] }));
  expect(() => sizeLimitChecks(site)).toThrow(/federation-host\.json: "files" is not a list of file names/);
  fs.rmSync(path.join(site, 'federation-host.json'));
  expect(() => sizeLimitChecks(site)).toThrow(/federation-host\.json is missing: build the site first/);
});
