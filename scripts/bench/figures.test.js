const { chainDepth, markdownTable, median, ratio } = require('./figures');

test('median of an odd and an even count, ignoring missing values', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([undefined, 7, Number.NaN])).toBe(7);
  expect(median([])).toBeUndefined();
});

test('chain depth counts requests that each waited for the previous one to finish', () => {
  const html = { start: 0, end: 100 };
  const main = { start: 110, end: 300 };
  const styles = { start: 120, end: 200 }; // parallel with main.js: adds nothing
  const chunk = { start: 310, end: 400 }; // after main.js
  const data = { start: 250, end: 500 }; // after styles only
  expect(chainDepth([chunk, html, data, main, styles])).toBe(3);
  expect(chainDepth([html])).toBe(1);
  expect(chainDepth([])).toBe(0);
});

test('a request starting exactly when another ended is chained to it', () => {
  expect(chainDepth([{ start: 0, end: 10 }, { start: 10, end: 20 }])).toBe(2);
});

test('ratio federated / monolith', () => {
  expect(ratio(250, 200)).toBe(1.25);
  expect(ratio(1, 3)).toBe(0.33);
  expect(ratio(undefined, 3)).toBeUndefined();
  expect(ratio(3, 0)).toBeUndefined();
});

test('markdown table', () => {
  const table = markdownTable(
    [
      ['route', (row) => row.path],
      ['KB', (row) => String(row.kb)],
    ],
    [{ path: '/', kb: 12 }],
  );
  expect(table).toBe('| route | KB |\n| --- | --- |\n| / | 12 |');
});
