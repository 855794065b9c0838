// `npx jest` at the top runs every package's unit tests.
const { areas } = require('./scripts/lib/packages');

module.exports = {
  // A global option: the projects' own testTimeout (shared-ui/build/jest.js) counts only when one project runs
  // alone. Two cores shared with builds and browsers: user-event flows can take more than jest's 5 s default.
  testTimeout: 20_000,
  projects: [
    'shared-ui',
    'shell',
    'bench',
    ...Object.values(areas),
    'site-server',
    'content-service',
    'content-catalog',
    'contracts',
    'media-tools',
    'scripts',
  ].map((dir) => `<rootDir>/${dir}`),
};
