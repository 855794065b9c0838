#!/usr/bin/env node
// Type-checks every front-end package, the bench's monolith (their builds only transpile, for speed), the
// contracts, the site server (whose check is its build: dist/ is written as it passes) and the browser tests.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { frontEndPackages } = require('./packages');

const tsc = require.resolve('typescript/bin/tsc');
for (const dir of ['contracts', ...frontEndPackages, 'bench', 'site-server', 'e2e']) {
  process.stdout.write(`typecheck ${dir}\n`);
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(__dirname, '..', dir)], { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
