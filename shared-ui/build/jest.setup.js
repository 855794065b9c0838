require('@testing-library/jest-dom');

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
