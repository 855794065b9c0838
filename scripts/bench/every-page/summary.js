// The every-page bench's figures: per page, the federated site's script against the monolith's, and what
// they come to over the whole site.
const { markdownTable, median, ratio } = require('../../lib/figures');

/** The ratio above which a page's script is not the monolith's (issue 49's goal). */
const MAX_RATIO = 1.05;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * @param {{ route: string, federated: { jsBytes: number, jsBytesInteractive: number }, monolith: { jsBytes: number } }[]} pages
 */
function summarizePages(pages) {
  const rows = pages.map(({ route, federated, monolith }) => ({
    route,
    federated: federated.jsBytes,
    toTap: federated.jsBytesInteractive,
    monolith: monolith.jsBytes,
    ratio: ratio(federated.jsBytes, monolith.jsBytes),
  }));
  const over = rows.filter((row) => row.ratio > MAX_RATIO);
  return {
    rows,
    over,
    medianFederated: median(rows.map((row) => row.federated)),
    medianMonolith: median(rows.map((row) => row.monolith)),
    totalFederated: rows.reduce((total, row) => total + row.federated, 0),
    totalMonolith: rows.reduce((total, row) => total + row.monolith, 0),
  };
}

/** The report: one row per page, then the whole site's medians and totals and the pages over the goal. */
function pagesReport(summary) {
  const table = markdownTable(
    [
      ['route', (row) => row.route],
      ['JS KB federated', (row) => kb(row.federated)],
      ['JS KB to tap', (row) => kb(row.toTap)],
      ['JS KB monolith', (row) => kb(row.monolith)],
      [`federated/monolith (goal <= ${MAX_RATIO})`, (row) => String(row.ratio)],
    ],
    summary.rows,
  );
  return [
    table,
    '',
    `${summary.rows.length} pages: median ${kb(summary.medianFederated)} KB federated, ${kb(summary.medianMonolith)} KB monolith; ` +
      `all first visits ${kb(summary.totalFederated)} KB against ${kb(summary.totalMonolith)} KB.`,
    `Over ${MAX_RATIO} x the monolith: ${summary.over.length}${summary.over.length ? ` (${summary.over.map((row) => `${row.route} ${row.ratio}`).join(', ')})` : ''}.`,
  ].join('\n');
}

module.exports = { summarizePages, pagesReport, MAX_RATIO };
