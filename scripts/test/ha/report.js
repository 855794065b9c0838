// The HA test's report: the figures printed, and each goal checked (a failed check fails the run).
const os = require('node:os');
const { percentile } = require('../../lib/figures');
const {
  AREA_PAGE,
  FORM_LIMIT_PER_MINUTE,
  READ_BURST,
  READ_LIMIT_PER_SECOND,
  SWITCH_GOAL_MS,
  VISITORS,
  run,
  started,
} = require('./settings');

const countBy = (values) =>
  values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}

/** Prints the figures of the run. */
function printFigures(figures) {
  const {
    loadSeconds,
    kills,
    uploads,
    uploaded,
    refusedUpstream,
    noLiveUpstreams,
    release,
    rollback,
    pairs,
    burst,
    burstSeconds,
    burstAllowance,
    flood,
    floodSeconds,
    floodAllowance,
    otherPages,
    strapiMetrics,
  } = figures;
  const { stats, submissions, accepted, lost, duplicated, pairRows, claims } = figures;
  console.log(
    `\n== figures (run ${run}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `load:          ${VISITORS} visitors for ${loadSeconds.toFixed(0)} s: ${stats.views} page views, ${stats.reads} content reads, ${stats.downloads} downloads, ${submissions.length} form submissions (${submissions.reduce((sum, item) => sum + item.attempts, 0)} attempts)`,
  );
  console.log(
    `latency:       p50 ${percentile(stats.latencies, 50)} ms, p95 ${percentile(stats.latencies, 95)} ms, max ${Math.max(0, ...stats.latencies)} ms (page views, reads, downloads)`,
  );
  for (const item of kills)
    console.log(
      `kill:          ${item.label}: ${item.requests} requests from the kill until it was back (${item.seconds.toFixed(1)} s), ${item.failures} failed`,
    );
  console.log(
    `uploads:       ${uploads.length} seeded files, ${uploaded.length} uploaded by an editor (${uploaded.map((upload) => `${upload.attempts} attempt(s)`).join(', ')}; the second while Strapi 1 was dead)`,
  );
  console.log(
    `nginx:         ${refusedUpstream} refused connections to a dead instance (the request went to the other one), ${noLiveUpstreams} times no live instance`,
  );
  const retried = submissions.filter((item) => item.attempts > 1);
  console.log(
    `forms:         ${accepted.length} of ${submissions.length} accepted; ${retried.length} needed retries (${retried.flatMap((item) => item.statuses).join(', ') || 'none'}); stored ${accepted.length - lost.length}, lost ${lost.length}, duplicated ${duplicated.length}`,
  );
  console.log(
    `both Strapi:   ${pairs.length} keys sent to both at once: ${pairRows.filter((n) => n === 1).length} stored once; claims table ${claims} rows`,
  );
  console.log(
    `switches:      release seen by the site servers after ${release.delays.join(' and ')} ms, rollback after ${rollback.delays.join(' and ')} ms; ${stats.atomicPages} pages of ${AREA_PAGE} checked, ${stats.mixedPages.length} mixed`,
  );
  console.log(
    `read limit:    ${flood.length} never-seen content reads from one address through the edge in ${floodSeconds.toFixed(1)} s: ${flood.filter((status) => status !== 429).length} passed nginx (it allows ${floodAllowance}), ${flood.filter((status) => status === 429).length} refused with 429 (limit ${READ_LIMIT_PER_SECOND}/s, burst ${READ_BURST}, per address, two site servers); meanwhile another address's ${otherPages.length} new pages at once: ${JSON.stringify(countBy(otherPages))}`,
  );
  console.log(
    `form limit:    ${burst.length} sign-ups at once from one address through the edge in ${burstSeconds.toFixed(1)} s: ${burst.filter((status) => status === 201).length} accepted (nginx allows ${burstAllowance}), ${burst.filter((status) => status === 429).length} refused with 429 (limit ${FORM_LIMIT_PER_MINUTE}/min per address, two site servers, two Strapi)`,
  );
  console.log(
    `Strapi counts: ${strapiMetrics.counted.map(({ reads, formsCreated, files }, index) => `Strapi ${index + 1} ${reads} reads, ${formsCreated} forms created, ${files} files`).join('; ')} (since its last start, on its private metrics port)`,
  );
  console.log('');
}

/** Checks that no page view, content read or download failed under load. */
function checkRequests({ stats }) {
  const failuresByKind = (kind) => stats.failures.filter((item) => item.kind === kind);
  const describe = (items) =>
    items
      .slice(0, 5)
      .map(
        (item) =>
          `${item.url} ${item.what} (at ${((item.at - started) / 1000).toFixed(1)} s, after "${item.after}")`,
      )
      .join('; ');
  check(
    'no failed page view',
    failuresByKind('page view').length === 0 && stats.views > 0,
    `${failuresByKind('page view').length} of ${stats.views} ${describe(failuresByKind('page view'))}`,
  );
  check(
    'no failed content read',
    failuresByKind('content read').length === 0 && stats.reads > 0,
    `${failuresByKind('content read').length} of ${stats.reads} ${describe(failuresByKind('content read'))}`,
  );
  check(
    'no failed download of an uploaded file',
    failuresByKind('download').length === 0 && stats.downloads > 0,
    `${failuresByKind('download').length} of ${stats.downloads} ${describe(failuresByKind('download'))}`,
  );
}

/** Checks that every submission was stored once (also sent to both Strapi at once), no file lost. */
function checkFormsAndFiles({
  submissions,
  notAccepted,
  lost,
  duplicated,
  pairs,
  pairRows,
  uploadChecks,
  uploaded,
}) {
  check(
    'every form submission accepted (retries with the same key)',
    notAccepted.length === 0 && submissions.length > 0,
    notAccepted.map((item) => `${item.id}: ${item.statuses.join(',')}`).join('; '),
  );
  check(
    'every accepted submission stored exactly once in PostgreSQL',
    lost.length === 0 && duplicated.length === 0,
    `lost ${lost.length}, duplicated ${duplicated.length}`,
  );
  check(
    'one key sent to both Strapi instances at once: one row, one create, the same answer',
    pairRows.every((n) => n === 1) &&
      pairs.every(
        (pair) =>
          pair.answers.every((answer) => answer.status === 201) &&
          pair.answers.filter((answer) => !answer.replayed).length === 1 &&
          pair.answers[0].documentId === pair.answers[1].documentId,
      ),
    JSON.stringify(
      pairs.find(
        (pair, index) =>
          pairRows[index] !== 1 || pair.answers.filter((answer) => !answer.replayed).length !== 1,
      ) ?? '',
    ),
  );
  check(
    'no uploaded file lost: the seeded ones and those uploaded before and during the Strapi kill, same bytes through nginx and from each Strapi',
    uploadChecks.every(Boolean) && uploaded.length === 2,
    `${uploadChecks.filter(Boolean).length} of ${uploadChecks.length} (${uploaded.map((upload) => `${upload.url} in ${upload.attempts} attempt(s)`).join(', ')})`,
  );
}

/** Checks that the release and rollback reached every site server in time, no page mixing versions. */
function checkSwitches({ release, rollback, stats }) {
  check('the release went live', release.code === 0, release.code ? release.output : '');
  check('the rollback went live', rollback.code === 0, rollback.code ? rollback.output : '');
  for (const [label, { delays }] of Object.entries({ release, rollback }))
    check(
      `the ${label} reached every site server within ${SWITCH_GOAL_MS} ms`,
      delays.every((ms) => ms !== null && ms <= SWITCH_GOAL_MS),
      `${delays.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ')}`,
    );
  check(
    'no page rendered by one version with code or data of another',
    stats.mixedPages.length === 0 && stats.atomicPages > 0,
    JSON.stringify(stats.mixedPages.slice(0, 3)),
  );
}

/** Checks that the per-address form and read limits hold across both site servers and both Strapi. */
function checkLimits({ burst, burstAllowance, burstRows, flood, floodAllowance, otherPages }) {
  const acceptedBurst = burst.filter((status) => status === 201).length;
  check(
    'the per-address form limit holds across instances',
    acceptedBurst >= FORM_LIMIT_PER_MINUTE && acceptedBurst <= burstAllowance && burstRows === acceptedBurst,
    `${acceptedBurst} accepted of ${burst.length} (at most ${burstAllowance}), ${burstRows} stored; answers: ${JSON.stringify(countBy(burst))}`,
  );
  const passedFlood = flood.filter((status) => status !== 429).length;
  check(
    'the per-address read limit holds across instances',
    passedFlood >= READ_BURST && passedFlood <= floodAllowance,
    `${passedFlood} passed of ${flood.length} (at most ${floodAllowance}); answers: ${JSON.stringify(countBy(flood))}`,
  );
  check(
    'through the edge each visitor is one client: another address, meanwhile, never limited',
    otherPages.every((status) => status === 200),
    `${otherPages.length} new pages at once while the first was over its limit: ${JSON.stringify(countBy(otherPages))}`,
  );
}

/** Checks each goal of the run (a failed check fails the run). */
function checkGoals(figures) {
  checkRequests(figures);
  checkFormsAndFiles(figures);
  checkSwitches(figures);
  checkLimits(figures);
}

/** Each Strapi's own counts, read on its private port after the run; nginx does not serve them. */
function checkStrapiCounts({ strapiMetrics, burst }) {
  const { counted, metricsPublic } = strapiMetrics;
  check(
    'each Strapi counts what it answered on its private metrics port (promtool finds no problem), which nginx does not serve',
    counted.every(
      ({ reads, files, promtool }) => reads + files > 0 && (promtool === '' || promtool === null),
    ) &&
      counted.reduce((sum, { formsCreated }) => sum + formsCreated, 0) >=
        burst.filter((status) => status === 201).length &&
      !metricsPublic,
    `${counted.map(({ reads, formsCreated, files, promtool }) => `${reads} reads, ${formsCreated} forms created, ${files} files, promtool: ${promtool === null ? 'not installed' : promtool || 'no problem'}`).join('; ')}; counts through nginx: ${metricsPublic ? 'served' : 'none'}`,
  );
}

function reportAndCheck(figures) {
  printFigures(figures);
  checkGoals(figures);
  checkStrapiCounts(figures);
}

module.exports = { check, checks, reportAndCheck };
