// Set up before every front-end unit test: jest-dom matchers, the real fetch restored, no-op scrolling.
require('@testing-library/jest-dom');

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

// jsdom does not scroll (it logs "Not implemented"); the shell's layout scrolls a new page to its top.
if (typeof window !== 'undefined') window.scrollTo = jest.fn();
