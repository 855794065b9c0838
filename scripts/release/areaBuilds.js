// What `npm run release`, `npm run rollback` and `npm run versions` share: publishing an area version as an
// immutable folder, the checks a version passes before the site manifest points at it, and the compatibility
// guard. Building one package and reading its build-info.json is scripts/build/package.js.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { areas } = require('../lib/packages');
const { federationName } = require('@gpa/shared-ui/build/federation.js');
const { BUILD_INFO, packageOf, readBuildInfo } = require('../build/package');
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { areaVersionDir, readAreaRoutes } = require('@gpa/site-server/site-manifest');

const root = path.join(__dirname, '..', '..');

/** The site folder the commands work on: --site <dir>, else SITE_DIR, else deploy/site. */
function siteDirFrom(options) {
  return path.resolve(options.site ?? process.env.SITE_DIR ?? path.join(root, 'deploy', 'site'));
}

/** `<area> [version] --site dir --from dir --check-url url` -> { positional: [...], site, from, checkUrl }. */
function parseArgs(argv) {
  const options = { positional: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = /^--([a-z-]+)$/.exec(argv[i]);
    if (!flag) options.positional.push(argv[i]);
    else options[flag[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = argv[(i += 1)];
  }
  return options;
}

/** The package folder of an area name from the site manifest, or a clear error listing the known ones. */
function areaPackage(area) {
  const dir = areas[area];
  if (!dir) throw new UserError(`unknown area "${area ?? ''}": one of ${Object.keys(areas).join(', ')}`);
  return dir;
}

/** An error meant for the operator: printed as is, without a stack trace. */
class UserError extends Error {}

/** Runs a command's main function: operator errors print one clear line, others their stack; both exit 1. */
async function runCommand(main) {
  try {
    await main(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof UserError ? `refused: ${error.message}` : error);
    process.exit(1);
  }
}

/**
 * Why an area build cannot run in the live shell, one line per shared singleton (empty when it fits).
 * The shell loads first and its copies of the singletons serve every area, so each range the area
 * requires must be met by the version the shell was built with.
 */
function incompatibilities(areaInfo, shellInfo) {
  return Object.entries(areaInfo.requires ?? {}).flatMap(([name, range]) => {
    const provided = shellInfo.builtWith?.[packageOf(name)];
    if (!range) return [];
    if (!provided) return [`${name}: the area needs ${range}, the live shell does not provide it`];
    return semver.satisfies(provided, range)
      ? []
      : [`${name}: the area needs ${range}, the live shell has ${provided}`];
  });
}

/** Refuses (UserError) an area build whose singletons do not fit the shell deployed in the site. */
function assertFitsLiveShell(siteDir, area, version, areaInfo) {
  const shellInfo = readBuildInfo(siteDir);
  if (!shellInfo)
    throw new UserError(
      `the live shell has no ${BUILD_INFO} (rebuild it once: node scripts/build/build.js shell)`,
    );
  if (!areaInfo)
    throw new UserError(
      `${area} ${version} has no ${BUILD_INFO}: it cannot be checked against the live shell`,
    );
  const problems = incompatibilities(areaInfo, shellInfo);
  if (problems.length)
    throw new UserError(
      `${area} ${version} does not fit the live shell (${shellInfo.package} ${shellInfo.version}):\n  ${problems.join('\n  ')}\n` +
        "Release the shell with these versions first, or build the area against the shell's versions.",
    );
}

/** Every file under a folder with its SHA-256, by relative path. */
function fileDigests(dir, base = dir, out = {}) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) fileDigests(full, base, out);
    else
      out[path.relative(base, full)] = crypto
        .createHash('sha256')
        .update(fs.readFileSync(full))
        .digest('hex');
  }
  return out;
}

/**
 * Copies a build into areas/<area>/<version>/ of the site. A version folder is immutable: the same files
 * again are accepted (nothing is written), different files are refused. The copy goes to a temporary
 * folder renamed into place, so a half-copied version never exists under its name.
 * Returns 'published' or 'unchanged'.
 */
function publishAreaVersion(siteDir, area, version, distDir) {
  const target = areaVersionDir(siteDir, area, version);
  if (fs.existsSync(target)) {
    // The compressed variants the release added (scripts/build/compress-site.js) are not the build's files.
    const withoutInfo = (digests) =>
      JSON.stringify(
        Object.entries(digests)
          .filter(([file]) => file !== BUILD_INFO && !/\.(br|gz)$/.test(file))
          .sort(),
      );
    if (withoutInfo(fileDigests(target)) === withoutInfo(fileDigests(distDir))) return 'unchanged';
    throw new UserError(
      `${area} ${version} is already deployed with different files (${path.relative(process.cwd(), target)}): ` +
        'a version is never overwritten; bump the version (npx lerna version) and release again',
    );
  }
  const temporary = path.join(path.dirname(target), `.${version}.${process.pid}.tmp`);
  fs.cpSync(distDir, temporary, { recursive: true });
  fs.renameSync(temporary, target);
  return 'published';
}

/** Deployed versions of an area, oldest first. */
function deployedVersions(siteDir, area) {
  const dir = path.join(siteDir, 'areas', area);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && semver.valid(entry.name))
    .map((entry) => entry.name)
    .sort(semver.compare);
}

/**
 * Checks that a deployed version loads before anything points at it: its mf-manifest.json parses, names
 * the area's federation container and a remoteEntry that exists; its routes.json parses. With a site
 * URL, the same two files are also fetched through the running site. Returns the route table.
 */
async function checkAreaVersion(siteDir, area, version, siteUrl) {
  const dir = areaVersionDir(siteDir, area, version);
  if (!fs.existsSync(dir)) {
    const known = deployedVersions(siteDir, area);
    throw new UserError(`${area} ${version} is not deployed (deployed: ${known.join(', ') || 'none'})`);
  }
  const fail = (what) => {
    throw new UserError(`${area} ${version} does not load: ${what}`);
  };
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  } catch (error) {
    fail(`mf-manifest.json: ${error.message}`);
  }
  const expectedName = federationName(areaPackage(area));
  if (manifest.name !== expectedName)
    fail(`mf-manifest.json names "${manifest.name}", expected "${expectedName}"`);
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) fail('mf-manifest.json has no remoteEntry');
  const remoteEntryPath = path.posix.join(remoteEntry.path ?? '', remoteEntry.name);
  if (!fs.existsSync(path.join(dir, remoteEntryPath))) fail(`${remoteEntryPath} is missing`);
  let routes;
  try {
    routes = readAreaRoutes(siteDir, area, version);
  } catch (error) {
    fail(`routes.json: ${error.message}`);
  }
  if (siteUrl) {
    for (const file of ['mf-manifest.json', remoteEntryPath]) {
      const url = new URL(
        `areas/${area}/${version}/${file}`,
        siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`,
      );
      const answer = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((error) => ({
        ok: false,
        status: error.message,
      }));
      if (!answer.ok) fail(`GET ${url} answered ${answer.status}`);
    }
  }
  return routes;
}

/** One line per route added, removed or retitled between two route tables. */
function routeChanges(before = [], after = []) {
  const old = new Map(before.map((route) => [route.path, route.title]));
  const now = new Map(after.map((route) => [route.path, route.title]));
  return [
    ...after.filter((route) => !old.has(route.path)).map((route) => `+ ${route.path} (${route.title})`),
    ...before.filter((route) => !now.has(route.path)).map((route) => `- ${route.path}`),
    ...after
      .filter((route) => old.has(route.path) && old.get(route.path) !== route.title)
      .map((route) => `~ ${route.path}: "${old.get(route.path)}" -> "${route.title}"`),
  ];
}

/** What a release or rollback prints once the manifest points at the new version. */
function reportSwitch({ area, previous, version, routes, switchMs, action, siteDir }) {
  console.log(
    `${action}: ${area} ${previous?.version ?? '(none)'} -> ${version} (site ${path.relative(process.cwd(), siteDir) || '.'})`,
  );
  console.log(`  entry: ${previous?.entry ?? '(none)'} -> /areas/${area}/${version}/mf-manifest.json`);
  const changes = routeChanges(previous?.routes, routes);
  console.log(changes.length ? `  routes:\n    ${changes.join('\n    ')}` : '  routes: unchanged');
  console.log(
    `  switch: site manifest written atomically in ${switchMs.toFixed(2)} ms; no other area changed; no restart needed`,
  );
}

module.exports = {
  UserError,
  areaPackage,
  assertFitsLiveShell,
  checkAreaVersion,
  deployedVersions,
  incompatibilities,
  parseArgs,
  publishAreaVersion,
  reportSwitch,
  root,
  routeChanges,
  runCommand,
  siteDirFrom,
};
