#!/usr/bin/env node
// Type-checks the content catalog's JavaScript (scripts/test/catalog-types.js), every front-end package, the bench's monolith (their builds only transpile, for speed), the
// contracts, the site server (whose check is its build: dist/ is written as it passes) and the browser tests.
// `--except <dir>` leaves a package out (npm test checks the site server as it compiles it).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { frontEndPackages } = require('../lib/packages');

const tsc = require.resolve('typescript/bin/tsc');
const except = process.argv.includes('--except')
  ? process.argv[process.argv.indexOf('--except') + 1]
  : undefined;
// The content catalog first: the others read its declarations, generated from its JavaScript.
process.stdout.write('typecheck content-catalog (its JavaScript, and its declarations up to date)\n');
try {
  execFileSync(process.execPath, [path.join(__dirname, 'catalog-types.js')], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
for (const dir of ['contracts', ...frontEndPackages, 'bench', 'site-server', 'e2e'].filter(
  (dir) => dir !== except,
)) {
  process.stdout.write(`typecheck ${dir}\n`);
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(__dirname, '..', '..', dir)], { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
