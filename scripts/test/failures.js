// What npm test's summary says of the failed checks, read from the jest and Playwright JSON reports: each
// failed test's file and title, and a browser test's first lines of error without colour codes.
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('../lib/install');

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/** What a CI log needs to say of a failed check: where it failed and its first lines (expected, received), without colour codes. */
function describeError(error) {
  // eslint-disable-next-line no-control-regex -- the reporter's colour codes
  const colourCodes = /\u001b\[[0-9;]*m/g;
  const lines = (error?.message ?? '')
    .replace(colourCodes, '')
    .split('\n')
    .filter((line) => line.trim());
  const where = error?.location
    ? `at ${path.relative(root, error.location.file)}:${error.location.line}: `
    : '';
  const shortened = lines.slice(0, 4).map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line));
  return `${where}${shortened.join('\n      ')}`;
}

/** The title and error of each browser test that failed or passed only on retry, from a Playwright JSON report. */
function failedBrowserTests(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results.find((result) => result.error)?.error;
          failures.push(
            `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n    ${describeError(error)}`,
          );
        }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return failures;
}

/** The file and title of each failed unit test, from a jest JSON report. */
function failedUnitTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.length === 0 && file.status === 'failed'
      ? [`${path.relative(root, file.name)}: ${file.message.split('\n').find(Boolean) ?? 'failed to run'}`]
      : file.assertionResults
          .filter(({ status }) => status === 'failed')
          .map(({ fullName }) => `${path.relative(root, file.name)} › ${fullName}`),
  );
}

/** The name and detail of each failed check of a service test (HA, edge) from its report: `{ checks: [{ name, ok, detail }] }`. */
function failedServiceChecks(report, label) {
  return (report?.checks ?? [])
    .filter(({ ok }) => !ok)
    .map(({ name, detail }) => `${label} › ${name}${detail ? `\n    ${String(detail).slice(0, 600)}` : ''}`);
}

module.exports = { failedBrowserTests, failedServiceChecks, failedUnitTests, readJson };
