#!/usr/bin/env node
// npm test: every check of the project, each service started once, the independent steps side by side:
//   1. the site server compiled (its type check; the unit tests of the scripts load it);
//   2. at once: the content types, type check and lint; the unit tests; the site's build, then its byte
//      budgets (size-limit, scripts/test/budgets.js); the browser tests' content service (Strapi seeding);
//   3. the browser tests over the built site as `npm start` serves it, reusing that content service;
//   then at once:
//   4. the content service's checks and a subset of the browser tests on PostgreSQL (npm run test:postgres);
//   5. the processes killed under load behind nginx (npm run test:ha);
//   6. the edge cache serving through an origin outage, purged on changes (npm run test:edge).
// Ends with a table of each step's minutes and one summary line.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ensureAllInstalled, root } = require('../lib/install');
const { contentService, e2eEnvironment } = require('@gpa/e2e/environment');
const { failedBrowserTests, failedServiceChecks, failedUnitTests, readJson } = require('./failures');

const reports = path.join(root, 'reports');
const timings = [];

/**
 * Runs a node script as one step. Steps that run side by side keep their output until they end, so each
 * step's output reads as one block.
 */
function step(label, args, { cwd = root, env = process.env, alongside = false } = {}) {
  const started = Date.now();
  if (!alongside) console.log(`\n== ${label}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (alongside)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      timings.push({ label, minutes: (Date.now() - started) / 60_000, ok });
      if (alongside) console.log(`\n== ${label}\n${Buffer.concat(output).toString().trimEnd()}`);
      resolve(ok);
    });
  });
}

/** Steps one after the other, stopping at the first that fails. */
async function inTurn(...steps) {
  for (const next of steps) if (!(await next())) return false;
  return true;
}

/** The browser tests' Strapi, started now and seeding while the other steps run; stop() ends it. */
function startContentService() {
  const started = Date.now();
  const service = contentService();
  const child = spawn('npm', ['start'], {
    cwd: service.cwd,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const ready = (async () => {
    for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
      if (child.exitCode !== null) return false;
      if (
        await fetch(service.url).then(
          (answer) => answer.ok,
          () => false,
        )
      ) {
        timings.push({
          label: 'content service for the browser tests started and seeded',
          minutes: (Date.now() - started) / 60_000,
          ok: true,
        });
        return true;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  })();
  const stop = () =>
    new Promise((resolve) => {
      // No pid: the process never started.
      if (child.exitCode !== null || child.pid === undefined) return resolve();
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
  return { ready, stop };
}

function printTimings(totalMinutes) {
  const width = Math.max(...timings.map(({ label }) => label.length));
  console.log(`\n${'step'.padEnd(width)}  minutes`);
  for (const { label, minutes, ok } of timings)
    console.log(`${label.padEnd(width)}  ${minutes.toFixed(1).padStart(7)}${ok ? '' : '  FAILED'}`);
  console.log(
    `${'all of npm test (steps side by side overlap)'.padEnd(width)}  ${totalMinutes.toFixed(1).padStart(7)}`,
  );
}

/** Empties the reports folder, sets the browser tests' settings and returns their environment. */
function prepareRun() {
  ensureAllInstalled();
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  // The browser tests' settings (ports, content folder, administrator, secrets), shared by every step below.
  process.env.CI ??= '1';
  e2eEnvironment();
  return {
    ...process.env,
    E2E_CONTENT_STARTED: '1',
    E2E_JSON_REPORT: path.join(reports, 'e2e.json'),
  };
}

/** Steps 1 and 2: the site server compiled, then checks, unit tests and the site's build side by side. */
async function compileCheckAndBuild() {
  const compiled = await step('site server compiled (its type check)', ['site-server/build.js']);
  const building = compiled && step('build the site', ['scripts/build/build.js'], { alongside: true });
  const sizeLimit = path.join(root, 'node_modules', 'size-limit', 'bin.js');
  const budgets = async () =>
    (await building) && step('byte budgets (size-limit)', [sizeLimit], { alongside: true });
  const [checksOk, jestOk, buildOk, budgetsOk] = await Promise.all([
    inTurn(
      () =>
        step(
          'content types match the content catalog',
          ['shared-ui/scripts/generate-content-types.js', '--check'],
          { alongside: true },
        ),
      // The site server was checked as it compiled.
      () => step('type check', ['scripts/test/typecheck.js', '--except', 'site-server'], { alongside: true }),
      () =>
        step('lint (ESLint)', [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.'], {
          alongside: true,
        }),
      () =>
        step(
          'format (Prettier --check)',
          [path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '.'],
          { alongside: true },
        ),
    ),
    compiled &&
      step(
        'unit tests (jest)',
        [
          require.resolve('jest/bin/jest'),
          '--ci',
          '--json',
          `--outputFile=${path.join(reports, 'jest.json')}`,
        ],
        { alongside: true },
      ),
    building,
    budgets(),
  ]);
  return { compiled, checksOk, jestOk, buildOk, budgetsOk };
}

/** Step 3: the browser tests over the built site once their content service is up; then stops it. */
async function browserTests(content, buildOk, e2eEnv) {
  const contentOk = await content.ready;
  if (!contentOk) console.error("\nthe browser tests' content service did not start");
  const e2eOk =
    buildOk &&
    contentOk &&
    (await step(
      'browser tests (Playwright, Chromium, fresh Strapi)',
      [require.resolve('@playwright/test/cli', { paths: [path.join(root, 'e2e')] }), 'test'],
      {
        cwd: path.join(root, 'e2e'),
        env: e2eEnv,
      },
    ));
  await content.stop();
  return { contentOk, e2eOk };
}

/**
 * Steps 4 to 6 side by side over the built site (their ports, databases and work folders are their own):
 * PostgreSQL, HA, the edge cache. Much of each is waiting (processes starting, killed and restarted, an
 * origin outage held for a minute), so together they take little more than the longest.
 */
async function serviceTests(buildOk) {
  if (!buildOk) return { postgresOk: false, haOk: false, edgeOk: false };
  const [postgresOk, haOk, edgeOk] = await Promise.all([
    step('content service on PostgreSQL (npm run test:postgres)', ['scripts/test/postgres.js'], {
      env: { ...process.env, E2E_JSON_REPORT: path.join(reports, 'e2e-postgres.json') },
      alongside: true,
    }),
    step(
      'no single point of failure: two of everything, killed under load (npm run test:ha)',
      ['scripts/test/ha'],
      { env: { ...process.env, HA_REPORT: path.join(reports, 'ha.json') }, alongside: true },
    ),
    step('the edge cache through an origin outage (npm run test:edge)', ['scripts/test/edge/index.js'], {
      env: { ...process.env, EDGE_REPORT: path.join(reports, 'edge.json') },
      alongside: true,
    }),
  ]);
  return { postgresOk, haOk, edgeOk };
}

/** Prints the timings, the failed steps and tests, and the passed and failed counts from the reports. */
function printSummary(outcome, started) {
  const { compiled, checksOk, jestOk, buildOk, budgetsOk, contentOk, e2eOk, postgresOk, haOk, edgeOk } =
    outcome;
  const jest = readJson(path.join(reports, 'jest.json'));
  const e2e = readJson(path.join(reports, 'e2e.json'));
  const e2ePostgres = readJson(path.join(reports, 'e2e-postgres.json'));
  const ha = readJson(path.join(reports, 'ha.json'));
  const edge = readJson(path.join(reports, 'edge.json'));
  const unitPassed = jest?.numPassedTests ?? 0;
  const browserPassed = (e2e?.stats?.expected ?? 0) + (e2ePostgres?.stats?.expected ?? 0);
  const failedSteps = timings.filter(({ ok }) => !ok).map(({ label }) => label);
  // Failed tests, plus one for every step that failed without a test to blame (type errors, a build, a crash).
  const failed =
    (jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : Number(!jestOk)) +
    (e2e ? e2e.stats.unexpected + e2e.stats.flaky : Number(!e2eOk)) +
    (e2ePostgres ? e2ePostgres.stats.unexpected + e2ePostgres.stats.flaky : 0) +
    (ha ? ha.failed : Number(buildOk && !haOk)) +
    (edge ? edge.failed : Number(buildOk && !edgeOk)) +
    Number(!compiled) +
    Number(!checksOk) +
    Number(!buildOk) +
    Number(buildOk && !budgetsOk) +
    Number(!contentOk) +
    // The PostgreSQL step also fails on its own checks (check-collections) with every browser test green.
    Number(
      buildOk && !postgresOk && !(e2ePostgres && e2ePostgres.stats.unexpected + e2ePostgres.stats.flaky),
    );
  printTimings((Date.now() - started) / 60_000);
  if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join('; ')}`);
  // Named last, so the tail of a CI log says which tests to look at.
  const failedTests = [
    ...failedUnitTests(jest),
    ...failedBrowserTests(e2e),
    ...failedBrowserTests(e2ePostgres),
    ...failedServiceChecks(ha, 'test:ha'),
    ...failedServiceChecks(edge, 'test:edge'),
  ];
  if (failedTests.length)
    console.log(`\nfailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
  console.log(
    `\nunit tests: ${unitPassed} passed; browser tests: ${browserPassed} passed (${e2ePostgres?.stats?.expected ?? 0} of them on PostgreSQL); HA checks: ${ha?.passed ?? 0} passed; edge checks: ${edge?.passed ?? 0} passed`,
  );
  console.log(
    `${unitPassed + browserPassed + (ha?.passed ?? 0) + (edge?.passed ?? 0)} passed, ${failed} failed`,
  );
}

async function main() {
  const started = Date.now();
  const e2eEnv = prepareRun();
  const content = startContentService();
  // The browser tests start once the checks and unit tests are done too: both keep the two cores busy, and run
  // side by side they took longer in all (the unit tests 10 minutes instead of 4, the browser tests 3 more).
  const built = await compileCheckAndBuild();
  const { contentOk, e2eOk } = await browserTests(content, built.buildOk, e2eEnv);
  const { postgresOk, haOk, edgeOk } = await serviceTests(built.buildOk);
  const outcome = { ...built, contentOk, e2eOk, postgresOk, haOk, edgeOk };
  printSummary(outcome, started);
  process.exit(Object.values(outcome).every(Boolean) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
