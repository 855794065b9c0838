// Test helpers of the canary's tests: one version's counts, the rule's settings and a stable version's counts.
const { CANARY_DEFAULTS } = require('../canary/decision');

// Counts of one version: server page answers (with `failed` render failures) and browser views (with `errors`).
const counts = ({ pages = 0, failed = 0, views = 0, errors = 0 } = {}) => ({
  pages,
  failures: failed ? { 'render-failed': failed } : {},
  views,
  errors: errors ? { 'render-error': errors } : {},
  lcp: [],
});
const settings = { ...CANARY_DEFAULTS, quietMs: 60_000 };
const STABLE = counts({ pages: 5000, failed: 5, views: 1000, errors: 2 });

module.exports = { counts, settings, STABLE };
