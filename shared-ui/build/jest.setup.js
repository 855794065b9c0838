// Set up before every front-end unit test: jest-dom matchers, the real fetch restored, no-op scrolling.
require('@testing-library/jest-dom');

// findBy* and waitFor wait on a condition, 1 s by default: `npm test` runs the unit tests beside the build, lint
// and a seeding Strapi on two cores, where a page's mocked content can take longer to show (a test failed so
// when the browser tests ran beside it too). A passing test waits no longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

// jsdom does not scroll (it logs "Not implemented"); the shell's layout scrolls a new page to its top.
if (typeof window !== 'undefined') window.scrollTo = jest.fn();
