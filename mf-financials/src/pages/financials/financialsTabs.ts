/** The top tabs of /corporate/financials, in display order, with the value of `?tab=` that selects each. */
export const FINANCIALS_TABS = [
  { id: 'statements', label: 'Financial Statements' },
  { id: 'ccr', label: 'Citizen Centric Reports' },
  { id: 'ar', label: 'Annual Reports' },
  { id: 'bonds', label: 'Bonds & Credit Ratings' },
  { id: 'travel', label: 'Non-Employee Travel Justification' },
] as const;

export type FinancialsTab = (typeof FINANCIALS_TABS)[number]['id'];

/**
 * The tab shown when `?tab=` is missing or names no tab (any other value shows Financial Statements too): the
 * first, as the shared Tabs have it (their first tab is the page's own address).
 */
export const DEFAULT_FINANCIALS_TAB: FinancialsTab = FINANCIALS_TABS[0].id;

const isFinancialsTab = (value: string): value is FinancialsTab =>
  FINANCIALS_TABS.some((tab) => tab.id === value);

/** `?tab=ar` -> Annual Reports, `?tab=ccr` -> Citizen Centric Reports, anything else -> Financial Statements. */
export function tabFromParam(value: string | null | undefined): FinancialsTab {
  return value && isFinancialsTab(value) ? value : DEFAULT_FINANCIALS_TAB;
}

/** The `?tab=` value that shares a tab; the default tab needs none. */
export function paramForTab(tab: FinancialsTab): string | null {
  return tab === DEFAULT_FINANCIALS_TAB ? null : tab;
}

/** The page's views, a top tab each at its address: the build publishes what each reads (the admin names them). */
export const FINANCIALS_VIEWS = FINANCIALS_TABS.map(({ id, label }) => {
  const param = paramForTab(id);
  return { label: `${label} tab`, ...(param ? { at: `?tab=${param}` } : {}) };
});
