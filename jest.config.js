// `npx jest` at the top runs every package's unit tests.
module.exports = {
  projects: ['shared-ui', 'shell', 'mf-customer', 'mf-corporate', 'mf-financials', 'mf-tools', 'site-server', 'content-service', 'scripts'].map((dir) => `<rootDir>/${dir}`),
};
