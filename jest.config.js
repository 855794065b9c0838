// `npx jest` at the top runs every package's unit tests.
const { areas } = require('./scripts/packages');

module.exports = {
  projects: ['shared-ui', 'shell', 'bench', ...Object.values(areas), 'site-server', 'content-service', 'content-catalog', 'scripts'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
