'use strict';

/** Counts every request and its answer time for the private /metrics listener (src/metrics/metrics.js). */
const { contentMetrics } = require('../metrics/metrics');

module.exports = () => contentMetrics.middleware;
