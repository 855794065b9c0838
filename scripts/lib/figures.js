// The arithmetic of the benchmarks and of npm run test:ha, kept apart so that it is unit-tested.

/** The median of numbers (the mean of the middle two for an even count); undefined when there are none. */
function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The p-th percentile by nearest rank: the smallest value with at least p% of the values at or below it; NaN when there are none. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil((p * sorted.length) / 100) - 1)] : NaN;
}

/**
 * Request chain depth: the length of the longest sequence of requests in which each one started after the
 * previous one had finished (the page's HTML alone is 1). Requests that overlap load in parallel and add
 * nothing; each round trip that had to wait for another adds one.
 * @param {{ start: number, end: number }[]} requests  times in ms on one clock
 */
function chainDepth(requests) {
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  const depths = [];
  let deepest = 0;
  byStart.forEach((request, index) => {
    let depth = 1;
    for (let before = 0; before < index; before += 1) {
      if (byStart[before].end <= request.start) depth = Math.max(depth, depths[before] + 1);
    }
    depths.push(depth);
    deepest = Math.max(deepest, depth);
  });
  return deepest;
}

/** federated / monolith, two decimals; undefined when either is missing or the monolith's is 0. */
function ratio(federated, monolith) {
  if (federated === undefined || monolith === undefined || monolith === 0) return undefined;
  return Math.round((federated / monolith) * 100) / 100;
}

/** A markdown table: `columns` are [heading, row => cell text]. */
function markdownTable(columns, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map(([heading]) => heading)),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map(([, cell]) => cell(row)))),
  ].join('\n');
}

module.exports = { median, percentile, chainDepth, ratio, markdownTable };
