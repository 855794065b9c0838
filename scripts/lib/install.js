// Installs dependencies where they are missing or older than the committed lockfile. `npm ci` can fail
// on this registry (some optional platform binaries are missing), so it is `npm install` on the lockfile.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function ensureInstalled(dir, label) {
  const marker = path.join(dir, 'node_modules', '.package-lock.json');
  const lock = path.join(dir, 'package-lock.json');
  const fresh =
    fs.existsSync(marker) &&
    (!fs.existsSync(lock) || fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs);
  if (fresh) return;
  const started = Date.now();
  console.log(`installing ${label} dependencies (first run: a few minutes)...`);
  execFileSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  console.log(`${label} dependencies installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

function ensureAllInstalled() {
  ensureInstalled(root, 'website');
  ensureInstalled(path.join(root, 'content-service'), 'content service');
}

module.exports = { ensureAllInstalled, root };
