// npm run bench's report: the medians of each build on each route as a table, the ratios of the federated site
// to the second build (with the goals when it is the monolith) and to an earlier release when one is measured,
// and the audits that fall short in most runs.
const { markdownTable, ratio } = require('../lib/figures');

const fixed = (digits) => (value) => (value === undefined ? 'n/a' : value.toFixed(digits));
const whole = fixed(0);
const kilobytes = (bytes) => (bytes === undefined ? 'n/a' : (bytes / 1024).toFixed(1));

// The figures compared between the federated site and each other build: label, figure, the goal against the
// monolith.
const RATIOS = [
  ['JS bytes', 'jsBytes', ' (goal <= 1.05)'],
  ['JS bytes to tap', 'jsBytesInteractive', ''],
  ['time to heading', 'heading', ' (goal <= 1.10)'],
  ['time to hydrated', 'hydrated', ''],
  ['Lighthouse LCP', 'lcp', ''],
  ['Lighthouse TBT', 'tbt', ''],
];

/** The medians of each build on each route, a row per route and build. */
function resultsTable(rows) {
  return markdownTable(
    [
      ['route', (row) => row.route],
      ['build', (row) => row.build],
      ['perf', (row) => whole(row.performance)],
      ['a11y', (row) => whole(row.accessibility)],
      ['best pr.', (row) => whole(row['best-practices'])],
      ['SEO', (row) => whole(row.seo)],
      ['LCP ms', (row) => whole(row.lcp)],
      ['TBT ms', (row) => whole(row.tbt)],
      ['longest task ms', (row) => whole(row.longestTask)],
      ['CLS', (row) => fixed(3)(row.cls)],
      ['JS req', (row) => whole(row.jsRequests)],
      ['JS KB to tap', (row) => kilobytes(row.jsBytesInteractive)],
      ['JS KB', (row) => kilobytes(row.jsBytes)],
      ['chain', (row) => whole(row.chain)],
      ['heading ms', (row) => whole(row.heading)],
      ['menu ms', (row) => whole(row.interactive)],
      ['hydrated ms', (row) => whole(row.hydrated)],
    ],
    rows,
  );
}

/** The ratios first/other on each route, with the goals when `withGoals`. */
function ratioTable(figures, routes, first, other, withGoals) {
  return markdownTable(
    [
      ['route', (row) => row.route],
      ...RATIOS.map(([label, key, goal]) => [
        `${label} ${first.name}/${other.name}${withGoals ? goal : ''}`,
        (row) => fixed(2)(ratio(row.first[key], row.other[key])),
      ]),
    ],
    routes.map((route) => ({ route, first: figures[first.name][route], other: figures[other.name][route] })),
  );
}

/**
 * Prints the medians of each build on each route, the ratios first/second with the goals when `withGoals`
 * (against the monolith), the ratios first/before when a release is compared too, and the audits that fall
 * short.
 */
function report(figures, { machine, routes, runs, first, second, before, withGoals }) {
  const builds = [first, second, ...(before ? [before] : [])];
  const rows = routes.flatMap((route) =>
    builds.map((build) => ({ route, build: build.name, ...figures[build.name][route] })),
  );
  const ratios = [
    ratioTable(figures, routes, first, second, withGoals),
    ...(before ? [ratioTable(figures, routes, first, before, false)] : []),
  ];
  const shortfalls = rows
    .filter((row) => row.shortfalls.length > 0)
    .map((row) => `- ${row.route} ${row.build}: ${row.shortfalls.join('; ')}`)
    .join('\n');
  // A page that logs errors may not have run its code at all: its bytes and times are no comparison.
  const failing = rows.filter((row) => row.shortfalls.some((audit) => audit.includes('errors-in-console')));
  const notComparable = failing.length
    ? `\n**Not comparable:** ${failing.map((row) => `${row.route} ${row.build}`).join(', ')} logged errors in the console (Lighthouse's errors-in-console): those figures are not a working page's.\n`
    : '';
  const names = builds.map((build) => build.name);
  console.log(`## First visit, ${names.slice(0, -1).join(', ')} and ${names.at(-1)} (medians of ${runs} runs)

Machine: ${machine}
${notComparable}
${resultsTable(rows)}

${ratios.join('\n\n')}

perf, a11y, best pr., SEO, LCP, TBT, CLS: Lighthouse mobile, simulated throttling.
longest task: the longest main-thread task in Lighthouse's long-tasks audit (goal: TBT <= 200, no task > 250).
JS req, JS KB (compressed, as transferred), chain, heading: Playwright, unthrottled over loopback, empty cache.
JS KB to tap: the scripts that had arrived when the menu answered (goal on text pages: <= 120; in all <= 150).
chain: the longest sequence of requests of the visit (until the page has hydrated and no request has been
in flight for 500 ms) in which each request started after the previous one had finished; the HTML alone is 1.
heading ms: from navigation start until \`main h1\` is in the document and the page has painted.
menu ms: from navigation start until React has hydrated the header's menu button (the menu answers a tap).
hydrated ms: from navigation start until React has hydrated \`main h1\` (the page's code loaded and ran).

Audits that fall short in most runs (performance below 0.9, the other categories below 1):
${shortfalls || '- none'}`);
}

module.exports = { report };
