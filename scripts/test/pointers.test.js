// Pointers stay true: every repository path that the docs, the README, code comments and the deploy templates
// name exists (a file or a folder). A path with a pattern or a placeholder in it (`*`, `<area>`), or one the
// build or a run writes (dist/, deploy/site/, reports/), names no file of the repository and is not checked.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const TOP = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);
// A path: a top-level folder of the repository, then segments of name characters.
const PATH = new RegExp(`(?<![\\w@/.-])(?:${TOP.join('|')})/[\\w.@/*<>{}-]*[\\w/]`, 'g');
// A path inside a package ("render/keptPages.ts", "../content/contentAnswers.ts"): at least one folder, then a
// source or document file (a quoted one in a comment is example code, not a pointer).
const RELATIVE = /(?<![\w@/.'"-])(?:\.\.?\/)*[\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|jsx?|cjs|mjs|md)\b/g;
const PATTERN = /[*<>{}]/;
// Written by the build or at run time: the site, the monolith, a shell's server build (server/shell.js), the
// content service's settings and admin.
const WRITTEN =
  /(^|\/)(dist|node_modules|coverage|test-results[^/]*|playwright-report|\.tmp|\.cache)\/|(^|\/)server\/shell\.js$|^content-service\/build\/|^deploy\/(site|monolith)|^reports\/|^content-service\/\./;
const COMMENT = /^\s*(\/\/|\*|\/\*|#)|\s\/\/\s/;

const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
const docs = files.filter((file) => /^(README\.md|docs\/[^/]+\.md|[^/]+\/README\.md)$/.test(file));
const templates = files.filter((file) => /^deploy\/.*\.(template|vcl|conf|ya?ml)$/.test(file));
const sources = files.filter(
  (file) =>
    /\.(ts|tsx|js|cjs|mjs)$/.test(file) && !/\.generated\.ts$|^content-service\/seed\/data\//.test(file),
);

/** Whether a named path exists from the root, or from the package of the file that names it (its README). */
const exists = (file, named) =>
  fs.existsSync(path.join(ROOT, named)) || fs.existsSync(path.join(ROOT, file.split('/')[0], named));

/** Whether a path inside a package names a file: from the file that names it, or the end of a file's path. */
const existsInside = (file, named) =>
  exists(file, named) ||
  fs.existsSync(path.join(ROOT, path.dirname(file), named)) ||
  files.some((tracked) => tracked.endsWith(`/${named.replace(/^(\.\.?\/)+/, '')}`));

/** Each path a text names, with its line, that no file or folder of the repository has. */
function missingPaths(file, onlyComments) {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    if (onlyComments && !COMMENT.test(line)) return [];
    const fromRoot = (line.match(PATH) ?? [])
      .map((named) => named.replace(/[.]+$/, ''))
      .filter((named) => !PATTERN.test(named) && !WRITTEN.test(named) && !exists(file, named));
    const inside = (line.match(RELATIVE) ?? []).filter(
      (named) => !WRITTEN.test(named) && !existsInside(file, named),
    );
    return [...new Set([...fromRoot, ...inside])].map((named) => `${file}:${index + 1}: ${named}`);
  });
}

test('every path the docs, the README and the templates name exists', () => {
  expect([...docs, ...templates].flatMap((file) => missingPaths(file, false))).toEqual([]);
});

test('every path a code comment names exists', () => {
  expect(sources.flatMap((file) => missingPaths(file, true))).toEqual([]);
});

// A comment or a test's name says the rule it keeps, never which document the rule came from.
const CITES_SPEC = /\b(?:the|a|see|per)\s+spec(?:ification)?\b|\bspec's\b|\(spec\b/i;
const TEST_NAME = /\b(?:test|it|describe)(?:\.each\([^)]*\))?\(\s*['"`]/;

test('comments and test names say the rule, not where it was written', () => {
  const citing = [...sources, ...templates].flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        (COMMENT.test(line) || TEST_NAME.test(line)) && CITES_SPEC.test(line) ? [`${file}:${index + 1}`] : [],
      ),
  );
  expect(citing).toEqual([]);
});
