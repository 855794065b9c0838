import { FINANCIALS_TABS, FINANCIALS_VIEWS, paramForTab, tabFromParam } from './financialsTabs';

test.each([
  ['ar', 'ar'],
  ['ccr', 'ccr'],
  ['bonds', 'bonds'],
  ['travel', 'travel'],
  ['statements', 'statements'],
])('?tab=%s opens the %s tab', (param, tab) => {
  expect(tabFromParam(param)).toBe(tab);
});

test.each([
  ['missing', null],
  ['empty', ''],
  ['garbage', 'annual-reports'],
  ['wrong case', 'AR'],
  ['padded', ' ar '],
  ['script text', '<script>alert(1)</script>'],
  ['an object key', 'constructor'],
  ['a 10 KB string', 'ar'.repeat(5000)],
])('a %s tab parameter opens Financial Statements', (_, param) => {
  expect(tabFromParam(param)).toBe('statements');
});

test('every tab but the default is shared with its own parameter, and the parameter leads back to it', () => {
  expect(paramForTab('statements')).toBeNull();
  for (const tab of ['ccr', 'ar', 'bonds', 'travel'] as const)
    expect(tabFromParam(paramForTab(tab))).toBe(tab);
});

test("the page's views are its top tabs, each at the address that opens it, the first at none", () => {
  const opened = FINANCIALS_VIEWS.map(({ at }) => tabFromParam(new URLSearchParams(at).get('tab')));
  expect(opened).toEqual(FINANCIALS_TABS.map(({ id }) => id));
  expect(FINANCIALS_VIEWS[0]).toEqual({ label: 'Financial Statements tab' });
});
