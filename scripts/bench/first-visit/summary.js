// The first-visit bench's medians: every numeric figure of a route's runs, and the audits that fall short in
// most of them.
const { median } = require('../../lib/figures');

/** By audit, with the values of the runs that fell short ("3.9 s, 4.1 s"), the audits seen in most runs. */
function commonShortfalls(results) {
  const values = new Map();
  for (const { audit, value } of results.flatMap((result) => result.shortfalls))
    values.set(audit, [...(values.get(audit) ?? []), value]);
  return [...values]
    .filter(([, found]) => found.length > results.length / 2)
    .map(
      ([audit, found]) =>
        `${audit}${found.some(Boolean) ? ` (${[...new Set(found.filter(Boolean))].join(', ')})` : ''}`,
    );
}

/** Medians of every numeric figure; shortfalls seen in most runs. */
function summarize(results) {
  const summary = {};
  for (const key of Object.keys(results[0])) {
    if (key === 'shortfalls') summary.shortfalls = commonShortfalls(results);
    else summary[key] = median(results.map((result) => result[key]));
  }
  return summary;
}

module.exports = { summarize };
