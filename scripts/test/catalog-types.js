#!/usr/bin/env node
// The content catalog's declarations (content-catalog/*.d.ts) come from its JavaScript and JSDoc: tsc checks
// the .js (checkJs) and writes them. This fails when a committed declaration differs from the generated one;
// `--write` replaces them (run it after changing the catalog's code or its JSDoc types).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const catalogDir = path.join(__dirname, '..', '..', 'content-catalog');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-types-'));
try {
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', catalogDir, '--outDir', outDir],
    { stdio: 'inherit' },
  );
  // The package's modules are its top-level files; collections/ holds the parts collections.js composes, and
  // collections.d.ts declares the whole (their own declarations are read by nothing).
  const declarations = fs
    .readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const stale = declarations.filter((file) => {
    const committed = path.join(catalogDir, file);
    return (
      !fs.existsSync(committed) ||
      fs.readFileSync(committed, 'utf8') !== fs.readFileSync(path.join(outDir, file), 'utf8')
    );
  });
  if (process.argv.includes('--write'))
    for (const file of stale) fs.copyFileSync(path.join(outDir, file), path.join(catalogDir, file));
  else if (stale.length) {
    console.error(
      `content-catalog: ${stale.join(', ')} differ from the declarations of the JavaScript: run node scripts/test/catalog-types.js --write`,
    );
    process.exitCode = 1;
  }
} catch {
  process.exitCode = 1;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
