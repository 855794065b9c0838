// Prometheus' own check of a metrics text, `promtool check metrics` (and where promtool is, for the alerting rules' checks) (Debian's prometheus package, which
// .ci/run installs), for the tests of every /metrics listener: null when promtool is not installed, else the
// problems it prints (names, help, units; '' for none). A format error makes it exit non-zero: that throws.
const { execFileSync } = require('node:child_process');

/** promtool's path, or null when it is not installed. */
function promtoolPath() {
  try {
    return execFileSync('which', ['promtool'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function promtoolProblems(text) {
  const promtool = promtoolPath();
  return promtool && execFileSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
}

const PROMTOOL_MISSING =
  'SKIPPED promtool check metrics: promtool is not installed (apt-get install prometheus; .ci/run installs it)';

module.exports = { promtoolPath, promtoolProblems, PROMTOOL_MISSING };
