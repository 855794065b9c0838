'use strict';

/**
 * Whether the admin panel must be built before it is served: its build is missing, or older than one of the
 * admin's own sources (src/admin: the panel's customizations are part of the build, so a changed one is
 * only seen after a new build).
 */
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');

/** The newest change time of the files under `dir` (0 when there are none). */
function newestChange(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/** '' when the build is current, else why it must be built. */
function adminBuildNeeded({
  index = path.join(ROOT, 'build', 'index.html'),
  sources = path.join(ROOT, 'src', 'admin'),
} = {}) {
  if (!fs.existsSync(index)) return 'admin panel not built yet';
  return fs.statSync(index).mtimeMs < newestChange(sources) ? 'admin panel older than src/admin' : '';
}

module.exports = { adminBuildNeeded };
