// The site server is TypeScript (src/), run as the JavaScript tsc compiles into dist/: production, the
// scripts and the browser tests use dist/ through the package's exports.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const sources = path.join(__dirname, 'src');
const output = path.join(__dirname, 'dist', 'server.js');

/** Compiles src/ to dist/ (type errors fail it). */
function buildSiteServer() {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', __dirname], {
    stdio: 'inherit',
  });
}

/** The newest modification time under a folder. */
function newest(dir) {
  return Math.max(
    ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? newest(file) : fs.statSync(file).mtimeMs;
    }),
  );
}

/** Compiles only when dist/ is missing or older than a source (the scripts an operator runs call this). */
function ensureSiteServerBuilt() {
  if (!fs.existsSync(output) || fs.statSync(output).mtimeMs < newest(sources)) buildSiteServer();
}

if (require.main === module) buildSiteServer();

module.exports = { buildSiteServer, ensureSiteServerBuilt };
