const { pagesReport, summarizePages } = require('./summary');

const page = (route, federated, monolith, toTap = federated) => ({
  route,
  federated: { jsBytes: federated * 1024, jsBytesInteractive: toTap * 1024 },
  monolith: { jsBytes: monolith * 1024 },
});

const PAGES = [
  page('/leac', 115.4, 116, 112.6),
  page('/rates', 115.4, 118.9, 112.6),
  page('/rate-calculator', 149.3, 131.3, 146.5),
];

test('each page against the monolith; the medians, totals and the pages over 1.05 of the whole site', () => {
  const summary = summarizePages(PAGES);
  expect(summary.rows.map((row) => [row.route, row.ratio])).toEqual([
    ['/leac', 0.99],
    ['/rates', 0.97],
    ['/rate-calculator', 1.14],
  ]);
  expect(summary.over.map((row) => row.route)).toEqual(['/rate-calculator']);
  expect(summary.medianFederated / 1024).toBeCloseTo(115.4);
  expect(summary.medianMonolith / 1024).toBeCloseTo(118.9);
  expect(summary.totalFederated / 1024).toBeCloseTo(380.1);
});

test('the report has a row per page and names the pages over the goal with their ratio', () => {
  const report = pagesReport(summarizePages(PAGES));
  expect(report).toContain('| /rates | 115.4 | 112.6 | 118.9 | 0.97 |');
  expect(report).toContain(
    '3 pages: median 115.4 KB federated, 118.9 KB monolith; all first visits 380.1 KB against 366.2 KB.',
  );
  expect(report).toContain('Over 1.05 x the monolith: 1 (/rate-calculator 1.14).');
  expect(pagesReport(summarizePages(PAGES.slice(0, 2)))).toContain('Over 1.05 x the monolith: 0.');
});
