// The site server is TypeScript (src/), run as the JavaScript tsc compiles into dist/: production, the
// scripts and the browser tests use dist/ through the package's exports. The contracts' schemas it reads by
// (@gpa/contracts) are compiled first, to contracts/dist/.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const contracts = path.dirname(require.resolve('@gpa/contracts/package.json'));
const sources = [path.join(__dirname, 'src'), path.join(contracts, 'src')];
const outputs = [path.join(__dirname, 'dist', 'server.js'), path.join(contracts, 'dist', 'index.js')];

const tsc = (project) =>
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project], {
    stdio: 'inherit',
  });

/** Compiles the contracts, then src/ to dist/ (type errors fail it). */
function buildSiteServer() {
  tsc(path.join(contracts, 'tsconfig.build.json'));
  tsc(__dirname);
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

/** Compiles only when an output is missing or older than a source (the scripts an operator runs call this). */
function ensureSiteServerBuilt() {
  const newestSource = Math.max(...sources.map(newest));
  if (outputs.some((output) => !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestSource))
    buildSiteServer();
}

if (require.main === module) buildSiteServer();

module.exports = { buildSiteServer, ensureSiteServerBuilt };
