// The alerting rules in deploy/prometheus/: valid (`promtool check rules`) and firing as their unit tests say
// (`promtool test rules`: each alert on the series that should raise it, none on healthy ones).
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { promtoolPath } = require('../lib/promtool');

const RULES_DIR = path.join(__dirname, '..', '..', 'deploy', 'prometheus');

test.each([
  ['check', 'rules', 'alerts.yml'],
  ['test', 'rules', 'alerts.test.yml'],
])('promtool %s %s %s passes', (...args) => {
  const promtool = promtoolPath();
  if (!promtool) {
    console.warn(
      `SKIPPED promtool ${args.join(' ')}: promtool is not installed (apt-get install prometheus; .ci/run installs it)`,
    );
    return;
  }
  const run = spawnSync(promtool, args, { cwd: RULES_DIR, encoding: 'utf8' });
  expect({ status: run.status, output: run.stdout + run.stderr }).toEqual({
    status: 0,
    output: expect.stringContaining('SUCCESS'),
  });
});
