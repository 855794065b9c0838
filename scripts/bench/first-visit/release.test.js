// The bench's earlier release and its options, over a small git repository of its own: the commit resolved
// (or refused by name), the worktree built by that commit's own build script, reused, and removed.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseOptions } = require('./options');
const { MARKER, isBuilt, prepareRelease, releaseBuild, removeRelease } = require('./release');

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();

// A site build that writes its server bundle, and says which checkout ran it (and that it builds the site
// server itself, as the release before issue 49's did: ensureSiteServerBuilt).
const BUILD_SCRIPT = `// ensureSiteServerBuilt
const fs = require('node:fs');
fs.mkdirSync('deploy/site/server', { recursive: true });
fs.writeFileSync('deploy/site/server/shell.js', process.cwd());
fs.writeFileSync('deploy/site/package-seen.txt', require('@gpa/site-server/package.json').name);
`;

let repo;
let temp;
const commits = {};

function commit(files, message) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git(repo, 'add', '.');
  git(repo, '-c', 'user.name=bench', '-c', 'user.email=bench@example.org', 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-bench-release-test-'));
  repo = path.join(temp, 'repo');
  fs.mkdirSync(repo);
  git(repo, 'init', '-q');
  fs.writeFileSync(path.join(repo, '.gitignore'), 'node_modules\ndeploy\n');
  commits.good = commit(
    {
      'scripts/build/build.js': BUILD_SCRIPT,
      'site-server/package.json': JSON.stringify({ name: '@gpa/site-server-of-the-release' }),
    },
    'a release',
  );
  commits.broken = commit({ 'scripts/build/build.js': "require('a-package-long-gone');\n" }, 'broken');
  // The installed packages: a workspace link, relative as npm makes them.
  fs.mkdirSync(path.join(repo, 'node_modules', '@gpa'), { recursive: true });
  fs.symlinkSync('../../site-server', path.join(repo, 'node_modules', '@gpa', 'site-server'));
});

afterAll(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

test('--before names a commit: a third build named after its short hash; without it, two builds', () => {
  const options = parseOptions(['--runs', '1', '--before', commits.good.slice(0, 10)], repo);
  expect(options.builds.map((build) => build.name)).toEqual([
    'federated',
    'monolith',
    `release ${commits.good.slice(0, 7)}`,
  ]);
  expect(options.before.sha).toBe(commits.good);
  expect(options.before.dir).toBe(path.join(options.before.worktree, 'deploy', 'site'));
  expect(options.cleanBefore).toBe(false);
  const plain = parseOptions(['--against', 'no-worker'], repo);
  expect(plain.builds.map((build) => build.name)).toEqual(['federated', 'no worker']);
  expect(plain.before).toBeUndefined();
  expect(plain.withGoals).toBe(false);
});

test('a commit that does not exist, or that is not a commit, is refused by name', () => {
  expect(() => parseOptions(['--before', 'feedface1234'], repo)).toThrow(
    '--before feedface1234: no such commit',
  );
  expect(() => parseOptions(['--before', 'HEAD^{tree}'], repo)).toThrow(
    '--before HEAD^{tree}: no such commit',
  );
  expect(() => parseOptions(['--before'], repo)).toThrow('--before needs a value');
  expect(() => parseOptions(['--clean-before'], repo)).toThrow('--clean-before goes with --before');
  expect(() => parseOptions(['--against', 'bare'], repo)).toThrow(
    '--against takes one of: monolith, no-worker',
  );
});

test('the release is built in its own worktree by its own build script, then reused', () => {
  const build = releaseBuild(repo, commits.good, temp);
  const log = [];
  prepareRelease(repo, build, (line) => log.push(line));
  expect(log).toEqual([expect.stringContaining('building it')]);
  const worktree = fs.realpathSync(build.worktree);
  // The build ran in the worktree, and the hard-linked workspace link led it to the worktree's own package.
  expect(fs.readFileSync(path.join(build.dir, 'server', 'shell.js'), 'utf8')).toBe(worktree);
  expect(fs.readFileSync(path.join(build.dir, 'package-seen.txt'), 'utf8')).toBe(
    '@gpa/site-server-of-the-release',
  );
  expect(fs.realpathSync(path.join(build.worktree, 'node_modules', '@gpa', 'site-server'))).toBe(
    path.join(worktree, 'site-server'),
  );
  expect(git(build.worktree, 'rev-parse', 'HEAD')).toBe(commits.good);
  expect(isBuilt(build)).toBe(true);

  prepareRelease(repo, build, (line) => log.push(line));
  expect(log[1]).toContain('reusing the build');

  removeRelease(repo, build);
  expect(fs.existsSync(build.worktree)).toBe(false);
  expect(git(repo, 'worktree', 'list')).not.toContain(build.worktree);
});

test('a half-made worktree is made again; a failing build names its step and leaves no marker', () => {
  const build = releaseBuild(repo, commits.broken, temp);
  fs.mkdirSync(build.worktree, { recursive: true });
  fs.writeFileSync(path.join(build.worktree, 'leftover'), '');
  // The build's own error shows on stderr as it happens.
  expect(() => prepareRelease(repo, build, () => {})).toThrow(
    `release ${commits.broken.slice(0, 7)}: node scripts/build/build.js failed`,
  );
  expect(fs.existsSync(path.join(build.worktree, 'leftover'))).toBe(false);
  expect(fs.existsSync(path.join(build.worktree, MARKER))).toBe(false);
  removeRelease(repo, build);
});
