// npm run bench's report with three builds: a row per route and build, the ratios to the monolith (with their
// goals) and to the earlier release (without).
const { report } = require('./first-visit-report');

const federated = { name: 'federated' };
const monolith = { name: 'monolith' };
const release = { name: 'release 206366d' };

/** One build's medians on a route, every figure scaled by `scale` (its JS bytes in KB * 1024). */
function medians(scale, shortfalls = []) {
  return {
    performance: 90,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    lcp: 1000 * scale,
    tbt: 100 * scale,
    longestTask: 80,
    cls: 0,
    jsRequests: 6,
    jsBytes: 102_400 * scale,
    jsBytesInteractive: 51_200 * scale,
    chain: 4,
    heading: 200 * scale,
    interactive: 300,
    hydrated: 400 * scale,
    shortfalls,
  };
}

function printed(figures, options) {
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    report(figures, { machine: 'test machine', runs: 3, first: federated, withGoals: true, ...options });
    return log.mock.calls.map((call) => call.join(' ')).join('\n');
  } finally {
    log.mockRestore();
  }
}

/** The markdown table whose heading line starts with `| route | <firstHeading>`, as rows of cells. */
function tableStartingWith(text, firstHeading) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| route | ${firstHeading}`));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .filter((line, index) => index !== 1)
    .map((line) => line.slice(2, -2).split(' | '));
}

const routes = ['/', '/leac'];
const figures = {
  federated: { '/': medians(1.1), '/leac': medians(1) },
  monolith: { '/': medians(1), '/leac': medians(1) },
  'release 206366d': { '/': medians(2, ['performance: lcp (3.1 s)']), '/leac': medians(0.5) },
};

test('three builds: a row for each route and build, two ratio tables', () => {
  const text = printed(figures, { routes, second: monolith, before: release });
  expect(text).toMatch(/^## First visit, federated, monolith and release 206366d \(medians of 3 runs\)/);
  const results = tableStartingWith(text, 'build');
  expect(results.slice(1).map(([route, build, , , , , lcp]) => [route, build, lcp])).toEqual([
    ['/', 'federated', '1100'],
    ['/', 'monolith', '1000'],
    ['/', 'release 206366d', '2000'],
    ['/leac', 'federated', '1000'],
    ['/leac', 'monolith', '1000'],
    ['/leac', 'release 206366d', '500'],
  ]);

  const againstMonolith = tableStartingWith(text, 'JS bytes federated/monolith');
  expect(againstMonolith[0]).toEqual([
    'route',
    'JS bytes federated/monolith (goal <= 1.05)',
    'JS bytes to tap federated/monolith',
    'time to heading federated/monolith (goal <= 1.10)',
    'time to hydrated federated/monolith',
    'Lighthouse LCP federated/monolith',
    'Lighthouse TBT federated/monolith',
  ]);
  expect(againstMonolith.slice(1)).toEqual([
    ['/', '1.10', '1.10', '1.10', '1.10', '1.10', '1.10'],
    ['/leac', '1.00', '1.00', '1.00', '1.00', '1.00', '1.00'],
  ]);

  const againstRelease = tableStartingWith(text, 'JS bytes federated/release 206366d');
  // The goals are the monolith's: the release's table has none.
  expect(againstRelease[0].some((heading) => heading.includes('goal'))).toBe(false);
  expect(againstRelease[0]).toContain('JS bytes to tap federated/release 206366d');
  expect(againstRelease.slice(1)).toEqual([
    ['/', '0.55', '0.55', '0.55', '0.55', '0.55', '0.55'],
    ['/leac', '2.00', '2.00', '2.00', '2.00', '2.00', '2.00'],
  ]);
  expect(text).toContain('- / release 206366d: performance: lcp (3.1 s)');
});

test('without a release: the two builds and one ratio table, as before', () => {
  const text = printed(figures, { routes, second: monolith });
  expect(text).toMatch(/^## First visit, federated and monolith /);
  expect(
    tableStartingWith(text, 'build')
      .slice(1)
      .map(([route, build]) => `${route} ${build}`),
  ).toEqual(['/ federated', '/ monolith', '/leac federated', '/leac monolith']);
  expect(tableStartingWith(text, 'JS bytes federated/monolith')).toHaveLength(3);
  expect(text).not.toContain('release 206366d');
  expect(text).toContain(
    'Audits that fall short in most runs (performance below 0.9, the other categories below 1):\n- none',
  );
});

test('against the site without its worker: no goals', () => {
  const noWorker = { name: 'no worker' };
  const text = printed(
    { ...figures, 'no worker': figures.monolith },
    { routes: ['/'], second: noWorker, withGoals: false },
  );
  const ratios = tableStartingWith(text, 'JS bytes federated/no worker');
  expect(ratios[0][1]).toBe('JS bytes federated/no worker');
  expect(ratios[1]).toEqual(['/', '1.10', '1.10', '1.10', '1.10', '1.10', '1.10']);
});

test('a build whose page logs errors is named as no comparison, above its figures', () => {
  const broken = {
    ...figures,
    monolith: { ...figures.monolith, '/leac': medians(1, ['best-practices: errors-in-console']) },
  };
  const text = printed(broken, { routes, second: monolith });
  const warning = text.indexOf('**Not comparable:** /leac monolith logged errors in the console');
  expect(warning).toBeGreaterThan(-1);
  expect(warning).toBeLessThan(text.indexOf('| route | build'));
  expect(printed(figures, { routes, second: monolith })).not.toContain('Not comparable');
});
