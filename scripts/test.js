#!/usr/bin/env node
// npm test: the package boundaries (lint), every package's unit tests, then the browser tests over the built, federated site and a
// real Strapi on a fresh database (including nginx in front of it), then the content service's checks
// and a subset of the browser tests on PostgreSQL (npm run test:postgres), then the processes killed under
// load behind nginx (npm run test:ha). Prints one summary line.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ensureAllInstalled, root } = require('./install');

const reports = path.join(root, 'reports');

function step(label, args, options = {}) {
  console.log(`\n== ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

ensureAllInstalled();
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const checks = [
  step('content types match the content catalog', ['shared-ui/scripts/generate-content-types.js', '--check']),
  step('type check', ['scripts/typecheck.js']),
  step('package boundaries (ESLint)', [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']),
];
const jestOk = step('unit tests (jest)', [require.resolve('jest/bin/jest'), '--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`]);
const buildOk = step('build the site', ['scripts/build.js']);
const e2eOk =
  buildOk &&
  step('browser tests (Playwright, Chromium, fresh Strapi)', [require.resolve('@playwright/test/cli', { paths: [path.join(root, 'e2e')] }), 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, CI: process.env.CI ?? '1', E2E_JSON_REPORT: path.join(reports, 'e2e.json') },
  });

const postgresOk =
  buildOk &&
  step('content service on PostgreSQL (npm run test:postgres)', ['scripts/test-postgres.js'], {
    env: { ...process.env, CI: process.env.CI ?? '1', E2E_JSON_REPORT: path.join(reports, 'e2e-postgres.json') },
  });

const haOk =
  buildOk &&
  step('no single point of failure: two of everything, killed under load (npm run test:ha)', ['scripts/test-ha.js'], {
    env: { ...process.env, HA_REPORT: path.join(reports, 'ha.json') },
  });

const jest = readJson(path.join(reports, 'jest.json'));
const e2e = readJson(path.join(reports, 'e2e.json'));
const e2ePostgres = readJson(path.join(reports, 'e2e-postgres.json'));
const ha = readJson(path.join(reports, 'ha.json'));
const unitPassed = jest?.numPassedTests ?? 0;
const browserPassed = (e2e?.stats?.expected ?? 0) + (e2ePostgres?.stats?.expected ?? 0);
// Failed tests, plus one for every step that failed without a test to blame (type errors, a build, a crash).
const failed =
  checks.filter((ok) => !ok).length +
  (jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : Number(!jestOk)) +
  Number(!buildOk) +
  (e2e ? e2e.stats.unexpected + e2e.stats.flaky : Number(buildOk && !e2eOk)) +
  // The PostgreSQL step also fails on its own checks (check-collections) with every browser test green.
  (e2ePostgres ? e2ePostgres.stats.unexpected + e2ePostgres.stats.flaky : 0) +
  Number(buildOk && !postgresOk && !(e2ePostgres && e2ePostgres.stats.unexpected + e2ePostgres.stats.flaky)) +
  (ha ? ha.failed : Number(buildOk && !haOk));
const haPassed = ha?.passed ?? 0;
const ok = checks.every(Boolean) && jestOk && buildOk && e2eOk && postgresOk && haOk;
console.log(`\nunit tests: ${unitPassed} passed; browser tests: ${browserPassed} passed (${e2ePostgres?.stats?.expected ?? 0} of them on PostgreSQL); HA checks: ${haPassed} passed`);
console.log(`${unitPassed + browserPassed + haPassed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
