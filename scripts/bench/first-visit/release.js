// The first-visit bench's `--before <commit>` build: an earlier release built from its own commit, client and
// site server, in a git worktree in the OS temp folder. The worktree is kept for the next run once built (a
// marker file names the commit it was built from) and removed only on request (removeRelease).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// Written once the release is built: a worktree without it is half-made and is made again.
const MARKER = '.gpa-bench-built';
// The installed packages, hard-linked from the current checkout (the workspace links under node_modules/@gpa
// are relative, so in the copy they point at the worktree's own packages).
const NODE_MODULES = ['node_modules', 'site-server/node_modules', 'content-service/node_modules'];

const git = (cwd, args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();

/** The full hash of `commit` in the repository at `root`; an error naming it when it is not a commit there. */
function resolveCommit(root, commit) {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]);
  } catch {
    throw new Error(`--before ${commit}: no such commit in ${root}`);
  }
}

/** The build of `commit`: named after its short hash, its site and site server in a temp-folder worktree. */
function releaseBuild(root, commit, tempDir = os.tmpdir()) {
  const sha = resolveCommit(root, commit);
  const short = sha.slice(0, 7);
  const worktree = path.join(tempDir, `gpa-bench-release-${short}`);
  return {
    name: `release ${short}`,
    sha,
    worktree,
    dir: path.join(worktree, 'deploy', 'site'),
  };
}

/** True when the worktree holds a finished build of the release's commit. */
function isBuilt(build) {
  const marker = path.join(build.worktree, MARKER);
  return fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === build.sha;
}

/** Runs one step of the release's build; its failure names the step and the commit. */
function step(build, what, run) {
  try {
    return run();
  } catch (error) {
    const output = [error.stderr, error.stdout].filter(Boolean).join('\n').trim();
    throw new Error(`${build.name}: ${what} failed: ${error.message}${output ? `\n${output}` : ''}`, {
      cause: error,
    });
  }
}

/** The worktree's own build, as `npm start` built it at the time (its package.json scripts). */
function buildCommands(worktree) {
  const commands = [['scripts/build/build.js']];
  // A commit whose site build does not build the site server builds it on its own.
  const siteBuild = fs.readFileSync(path.join(worktree, 'scripts', 'build', 'build.js'), 'utf8');
  if (
    !siteBuild.includes('ensureSiteServerBuilt') &&
    fs.existsSync(path.join(worktree, 'site-server', 'build.js'))
  )
    commands.push(['site-server/build.js']);
  return commands;
}

/** A fresh worktree of the release's commit with the current checkout's packages hard-linked into it. */
function makeWorktree(root, build) {
  if (fs.existsSync(build.worktree)) removeRelease(root, build);
  git(root, ['worktree', 'prune']);
  step(build, 'git worktree add', () =>
    git(root, ['worktree', 'add', '--detach', build.worktree, build.sha]),
  );
  for (const dir of NODE_MODULES) {
    const from = path.join(root, dir);
    if (!fs.existsSync(from)) continue;
    step(build, `hard-linking ${dir}`, () =>
      execFileSync('cp', ['-al', from, path.join(build.worktree, dir)], { stdio: 'pipe' }),
    );
  }
}

/**
 * The release built in its worktree: kept as it is when it holds a finished build of that commit, otherwise
 * a fresh worktree built by that commit's own scripts. `log` tells what is done.
 */
function prepareRelease(root, build, log = (line) => process.stderr.write(`${line}\n`)) {
  if (isBuilt(build)) {
    log(`${build.name}: reusing the build in ${build.worktree}`);
    return;
  }
  log(`${build.name}: building it in ${build.worktree} (a worktree of ${build.sha})`);
  makeWorktree(root, build);
  for (const command of buildCommands(build.worktree))
    step(build, `node ${command.join(' ')}`, () =>
      // Its progress on stderr: stdout is the bench's report.
      execFileSync(process.execPath, command, { cwd: build.worktree, stdio: ['ignore', 2, 2] }),
    );
  if (!fs.existsSync(path.join(build.dir, 'server', 'shell.js')))
    throw new Error(`${build.name}: the build left no server bundle in ${build.dir}`);
  fs.writeFileSync(path.join(build.worktree, MARKER), `${build.sha}\n`);
}

/** Removes the release's worktree (git worktree remove --force), and its folder if git did not know it. */
function removeRelease(root, build) {
  try {
    git(root, ['worktree', 'remove', '--force', build.worktree]);
  } catch {
    fs.rmSync(build.worktree, { recursive: true, force: true });
    git(root, ['worktree', 'prune']);
  }
}

module.exports = { MARKER, resolveCommit, releaseBuild, prepareRelease, removeRelease, isBuilt };
