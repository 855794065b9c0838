// One Lighthouse run of the first-visit bench: mobile, its default simulated throttling (4x CPU).
const fs = require('node:fs');
const path = require('node:path');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The audits of `category` that fall short: below 0.9 for performance (Lighthouse's "passed"), below 1 elsewhere. */
function shortfallsOf(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (result) =>
        ['binary', 'numeric', 'metricSavings'].includes(result.scoreDisplayMode) && result.score !== null,
    )
    .filter((result) => result.score < (category === 'performance' ? 0.9 : 1))
    .map((result) => ({ audit: `${category}: ${result.id}`, value: result.displayValue }));
}

/** The longest main-thread task Lighthouse saw (ms, at its throttling); 0 when none was long. */
function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return Math.max(0, ...items.map((item) => item.duration));
}

/**
 * One Lighthouse run: the four scores (0-100), LCP, TBT and the longest task (ms), CLS, and the audits that
 * fall short. With `reportsDir`, the full report is kept there as `<reportName>.json`.
 */
async function lighthouseRun(lighthouse, port, url, { reportsDir, reportName }) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (reportsDir) fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), report);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    ...Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
    ),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    longestTask: longestTask(lhr),
    cls: audit('cumulative-layout-shift'),
    shortfalls: CATEGORIES.flatMap((category) => shortfallsOf(lhr, category)),
  };
}

module.exports = { lighthouseRun };
