#!/usr/bin/env node
// Type-checks every front-end package and the bench's monolith (the builds only transpile, for speed).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { frontEndPackages } = require('./packages');

const tsc = require.resolve('typescript/bin/tsc');
for (const dir of [...frontEndPackages, 'bench']) {
  process.stdout.write(`typecheck ${dir}\n`);
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(__dirname, '..', dir)], { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
