// The site's packages, in build order, and where each area is published on the site.
const frontEndPackages = ['shared-ui', 'shell', 'mf-customer', 'mf-corporate', 'mf-financials', 'mf-tools'];

/** Area name (as in the site manifest) -> package folder. */
const areas = {
  customer: 'mf-customer',
  corporate: 'mf-corporate',
  financials: 'mf-financials',
  tools: 'mf-tools',
};

/**
 * The site server's folders from top to bottom (site-server/src/): a file imports only from its own folder or
 * one further down (.dependency-cruiser.js). `.` is app.ts and server.ts, which wire everything.
 */
const SITE_SERVER_LAYERS = [
  '.',
  'render',
  'search',
  'content',
  'security',
  'canary',
  'signals',
  'releases',
  'edge',
  'process',
];

module.exports = { frontEndPackages, areas, SITE_SERVER_LAYERS };
