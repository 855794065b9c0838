// Which front-end builds npm start may skip: a package's deployed build (deploy/site) is up to date when it is
// the build start.js last made (its build-info.json's builtAt) from sources with the same content hash (every
// file of the package and of the workspace packages it depends on, the lockfile, the build settings).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.cache']);
// Environment settings a build reads (shared-ui/build/webpack.js).
const BUILD_SETTINGS = ['SHELL_PUBLIC_PATH'];

/** The package's folder and those of the workspace packages (@gpa/*) it depends on, transitively. */
function sourceFolders(packageDir, seen = new Set()) {
  if (seen.has(packageDir)) return seen;
  seen.add(packageDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })) {
    if (!name.startsWith('@gpa/')) continue;
    const folder = path.join(path.dirname(packageDir), name.slice('@gpa/'.length));
    if (fs.existsSync(path.join(folder, 'package.json'))) sourceFolders(folder, seen);
  }
  return seen;
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIPPED_DIRS.has(entry.name)))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name))
        : entry.isFile()
          ? [path.join(dir, entry.name)]
          : [],
    );
}

/** The content hash of everything a package's build is made from. */
function sourceHash(root, packageDir, env = process.env) {
  const hash = crypto.createHash('sha256');
  const files = [...sourceFolders(packageDir)].flatMap(filesUnder);
  for (const shared of ['package-lock.json', 'tsconfig.base.json'])
    if (fs.existsSync(path.join(root, shared))) files.push(path.join(root, shared));
  for (const file of files.sort())
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/** Where a package's build sits in the site folder (an area: the version its package.json names, live in the manifest). */
function deployedBuildInfo(siteDir, packageDir, areas) {
  const area = Object.keys(areas).find((name) => areas[name] === path.basename(packageDir));
  if (!area) return path.join(siteDir, 'build-info.json');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const manifest = readJson(path.join(siteDir, 'site-manifest.json'));
  return manifest?.areas?.[area]?.version === version
    ? path.join(siteDir, 'areas', area, version, 'build-info.json')
    : undefined;
}

/** Each package's source hash (taken before a build: a file edited meanwhile makes the next start build again). */
function sourceHashes({ root, packages, env = process.env }) {
  return Object.fromEntries(packages.map((dir) => [dir, sourceHash(root, path.join(root, dir), env)]));
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

function readStamps(stampFile) {
  const stamps = readJson(stampFile);
  return stamps && typeof stamps === 'object' ? stamps : {};
}

const deployedBuiltAt = (root, siteDir, dir, areas) => {
  const file = deployedBuildInfo(siteDir, path.join(root, dir), areas);
  return file ? readJson(file)?.builtAt : undefined;
};

/** The packages (folder names) whose deployed build is not the stamped build of sources with these hashes. */
function stalePackages({ root, siteDir, areas, stampFile, hashes }) {
  const stamps = readStamps(stampFile);
  return Object.keys(hashes).filter((dir) => {
    const builtAt = deployedBuiltAt(root, siteDir, dir, areas);
    return !builtAt || stamps[dir]?.builtAt !== builtAt || stamps[dir]?.sources !== hashes[dir];
  });
}

/** After a build of some packages: their deployed builds stamped with the hashes their sources had before it. */
function stampBuilds({ root, siteDir, areas, stampFile, hashes }) {
  const stamps = readStamps(stampFile);
  for (const [dir, sources] of Object.entries(hashes))
    stamps[dir] = { sources, builtAt: deployedBuiltAt(root, siteDir, dir, areas) };
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
}

module.exports = { sourceHashes, stalePackages, stampBuilds };
