#!/usr/bin/env node
// Type-checks the content catalog's JavaScript (scripts/test/catalog-types.js), every front-end package, the
// bench's monolith (their builds only transpile, for speed), the contracts, the site server (whose check is its
// build: dist/ is written as it passes) and the browser tests.
// `--except <dir>` leaves a package out (npm test checks the site server as it compiles it).
// Packages whose tsconfig.json gives the same compiler options are checked as one program: each reads
// shared-ui's source, which is then checked once rather than once per package, with the same result.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const ts = require('typescript');
const { frontEndPackages } = require('../lib/packages');

const root = path.join(__dirname, '..', '..');
const tsc = require.resolve('typescript/bin/tsc');
const except = process.argv.includes('--except')
  ? process.argv[process.argv.indexOf('--except') + 1]
  : undefined;

/** A package's tsconfig.json as tsc reads it: its compiler options and its files. */
function parsedConfig(dir) {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, dir, 'tsconfig.json'), {}, host);
  if (!config) throw new Error(`${dir}/tsconfig.json could not be read`);
  return config;
}

/** The packages grouped by their compiler options (where each tsconfig.json is aside). */
function byOptions(dirs) {
  const groups = new Map();
  for (const dir of dirs) {
    const config = parsedConfig(dir);
    const { configFilePath: _ownFile, ...options } = config.options;
    const key = JSON.stringify(options);
    const group = groups.get(key) ?? { dirs: [], options: config.options, fileNames: new Set() };
    group.dirs.push(dir);
    for (const file of config.fileNames) group.fileNames.add(file);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Whether one program of the group's files has no error; prints each error as tsc does. */
function checkTogether({ options, fileNames }) {
  const program = ts.createProgram({ rootNames: [...fileNames], options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length === 0) return true;
  const host = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  const format = ts.sys.writeOutputIsTTY?.() ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stderr.write(format(diagnostics, host));
  return false;
}

/** tsc on one package, as `tsc -p` (it writes what its tsconfig.json emits: the site server's dist/). */
function checkAlone(dir) {
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(root, dir)], { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

// The content catalog first: the others read its declarations, generated from its JavaScript.
process.stdout.write('typecheck content-catalog (its JavaScript, and its declarations up to date)\n');
try {
  execFileSync(process.execPath, [path.join(__dirname, 'catalog-types.js')], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
const dirs = ['contracts', ...frontEndPackages, 'bench', 'site-server', 'e2e'].filter(
  (dir) => dir !== except,
);
for (const group of byOptions(dirs)) {
  process.stdout.write(`typecheck ${group.dirs.join(', ')}\n`);
  const emits = group.options.noEmit !== true;
  const ok = group.dirs.length > 1 && !emits ? checkTogether(group) : group.dirs.every(checkAlone);
  if (!ok) process.exit(1);
}
