// The site's packages, in build order, and where each area is published on the site.
const frontEndPackages = ['shared-ui', 'shell', 'mf-customer', 'mf-corporate', 'mf-financials', 'mf-tools'];

/** Area name (as in the site manifest) -> package folder. */
const areas = {
  customer: 'mf-customer',
  corporate: 'mf-corporate',
  financials: 'mf-financials',
  tools: 'mf-tools',
};

module.exports = { frontEndPackages, areas };
