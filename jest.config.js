// `npx jest` at the top runs every package's unit tests.
const { areas } = require('./scripts/packages');

module.exports = {
  projects: ['shared-ui', 'shell', 'bench', ...Object.values(areas), 'site-server', 'scripts'].map((dir) => `<rootDir>/${dir}`),
};
