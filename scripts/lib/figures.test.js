// The benchmarks' figures: median, percentile, request chain depth and the printed table.
const { chainDepth, markdownTable, median, percentile, ratio } = require('./figures');

test('median of an odd and an even count, ignoring missing values', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([undefined, 7, Number.NaN])).toBe(7);
  expect(median([])).toBeUndefined();
});

test('percentile by nearest rank, of unsorted values left as they are', () => {
  const values = [50, 15, 40, 20, 35];
  expect([0, 30, 40, 50, 95, 100].map((p) => percentile(values, p))).toEqual([15, 20, 20, 35, 50, 50]);
  expect(values).toEqual([50, 15, 40, 20, 35]);
  expect(percentile([4, 1, 3, 2], 50)).toBe(2);
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
  expect([7, 95].map((p) => percentile(hundred, p))).toEqual([7, 95]);
  expect(percentile([], 95)).toBeNaN();
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
  expect(
    chainDepth([
      { start: 0, end: 10 },
      { start: 10, end: 20 },
    ]),
  ).toBe(2);
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
