import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../theme/theme';
import { Link } from 'react-router';
import { AddressBar, renderPage } from '../testing';
import { tabInQuery, tabQuery, Tabs, type TabItem } from './Tabs';

/** A tab with two sub-tabs of its own (at the address parameter `param`, if given). */
const bondsTab = (param?: string): TabItem => ({
  id: 'bonds',
  label: 'Bonds',
  content: (
    <Tabs
      label="Bonds"
      param={param}
      tabs={[
        { id: 'official', label: 'Official statements', content: <p>Official list</p> },
        { id: 'ratings', label: 'Ratings', content: <p>Ratings list</p> },
      ]}
    />
  ),
});

// Two top tabs with sub-tabs of their own, one without: the shape of the financials page.
const renderNestedTabs = () =>
  render(
    <ThemeProvider theme={theme}>
      <Tabs
        label="Reports"
        tabs={[
          {
            id: 'statements',
            label: 'Statements',
            content: (
              <Tabs
                label="Statements"
                tabs={[
                  { id: 'audited', label: 'Audited', content: <p>Audited list</p> },
                  { id: 'unaudited', label: 'Un-audited', content: <p>Un-audited list</p> },
                ]}
              />
            ),
          },
          { id: 'annual', label: 'Annual', content: <p>Annual list</p> },
          bondsTab(),
        ]}
      />
    </ThemeProvider>,
  );

const subTabs = (name: string) => screen.getByRole('tablist', { name });

test('a tab with sub-tabs opens on its first sub-tab, straight from another tab with sub-tabs', async () => {
  const user = userEvent.setup();
  renderNestedTabs();
  await user.click(screen.getByRole('tab', { name: 'Un-audited' }));
  expect(screen.getByText('Un-audited list')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Bonds' }));
  expect(subTabs('Bonds')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Official statements' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Official statements' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tabpanel', { name: 'Official statements' })).toHaveTextContent('Official list');

  await user.click(screen.getByRole('tab', { name: 'Ratings' }));
  await user.click(screen.getByRole('tab', { name: 'Statements' }));
  expect(screen.getByRole('tab', { name: 'Audited' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Audited list')).toBeInTheDocument();
});

test('keyboard: the selected tab is the only one in the Tab order; arrows, Home and End move and select', async () => {
  const user = userEvent.setup();
  renderNestedTabs();
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Statements' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Bonds' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Bonds' })).toHaveAttribute('aria-selected', 'true');

  // Tab goes on to the panel, then to the chosen sub-tab.
  await user.tab();
  expect(screen.getByRole('tabpanel', { name: 'Bonds' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Official statements' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Ratings' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Ratings' })).toHaveTextContent('Ratings list');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Official statements' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Official statements' })).toHaveFocus();
});

test('address tabs follow their address: a link to another tab chooses it', async () => {
  renderPage(
    <>
      <Link to="?tab=orders">PUC orders</Link>
      <Tabs
        label="LEAC"
        param="tab"
        tabs={[
          { id: 'cost', label: 'LEAC COST', content: <p>cost panel</p> },
          { id: 'orders', label: 'PUC LEAC Orders', content: <p>orders panel</p> },
        ]}
      />
    </>,
    { path: '/leac?tab=cost', pattern: '/leac' },
  );
  expect(screen.getByText('cost panel')).toBeVisible();
  await userEvent.click(screen.getByRole('link', { name: 'PUC orders' }));
  expect(await screen.findByText('orders panel')).toBeVisible();
  expect(screen.getByRole('tab', { name: 'PUC LEAC Orders' })).toHaveAttribute('aria-selected', 'true');
});

/** The address tabs of the financials page: a top tab with sub-tabs of its own, each set at its parameter. */
function AddressedReports() {
  return (
    <>
      <AddressBar />
      <Tabs
        label="Reports"
        param="tab"
        pushHistory
        tabs={[{ id: 'annual', label: 'Annual', content: <p>Annual list</p> }, bondsTab('bonds')]}
      />
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address' });

test('address tabs are links to their addresses: the first tab the page itself, a sub-tab with its top tab, a top tab without the sub-tab chosen', () => {
  renderPage(<AddressedReports />, {
    path: '/reports?tab=bonds&bonds=ratings&utm_source=mail',
    pattern: '/reports',
  });
  expect(screen.getByRole('tabpanel', { name: 'Ratings' })).toHaveTextContent('Ratings list');
  expect(screen.getByRole('tab', { name: 'Annual' })).toHaveAttribute('href', '/reports#tab-annual');
  expect(screen.getByRole('tab', { name: 'Bonds' })).toHaveAttribute('href', '/reports?tab=bonds#tab-bonds');
  expect(screen.getByRole('tab', { name: 'Official statements' })).toHaveAttribute(
    'href',
    '/reports?tab=bonds#bonds-official',
  );
  expect(screen.getByRole('tab', { name: 'Ratings' })).toHaveAttribute(
    'href',
    '/reports?tab=bonds&bonds=ratings#bonds-ratings',
  );
  // Each link's fragment names its tab: without the script, the page it opens shows at the tabs.
  for (const tab of screen.getAllByRole('tab'))
    expect(tab).toHaveAttribute('id', tab.getAttribute('href')!.split('#')[1]);
  expect(screen.getByRole('tabpanel', { name: 'Ratings' })).toHaveAttribute(
    'aria-labelledby',
    'bonds-ratings',
  );
});

test("a tab's link clicked with a key held (a new browser tab or window) is left to the browser", async () => {
  const user = userEvent.setup();
  renderPage(<AddressedReports />, { path: '/reports', pattern: '/reports' });
  const followed: boolean[] = [];
  const record = (event: MouseEvent) => {
    followed.push(!event.defaultPrevented);
    event.preventDefault(); // the test's document cannot open a window
  };
  document.addEventListener('click', record);
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('tab', { name: 'Bonds' }));
  await user.keyboard('{/Control}');
  await user.click(screen.getByRole('tab', { name: 'Bonds' }));
  document.removeEventListener('click', record);
  // Held Control: the browser's; a plain click: the tabs' own, in place.
  expect(followed).toEqual([true, false]);
  expect(address()).toHaveTextContent('?tab=bonds');
});

test("a click handled before the tabs (a held page opening the tab's address itself) is not handled again", async () => {
  const user = userEvent.setup();
  renderPage(<AddressedReports />, { path: '/reports', pattern: '/reports' });
  const handled = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', handled, { capture: true });
  await user.click(screen.getByRole('tab', { name: 'Bonds' }));
  document.removeEventListener('click', handled, { capture: true });
  expect(address()).toBeEmptyDOMElement();
  expect(screen.getByRole('tab', { name: 'Annual' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Bonds' }));
  expect(address()).toHaveTextContent('?tab=bonds');
});

test('pushHistory: each top tab chosen is a history entry, Back returns to it with its sub-tab; a sub-tab replaces the address', async () => {
  const user = userEvent.setup();
  renderPage(<AddressedReports />, { path: '/reports', pattern: '/reports' });
  expect(screen.getByRole('tab', { name: 'Annual' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Bonds' }));
  expect(address()).toHaveTextContent('?tab=bonds');
  await user.click(screen.getByRole('tab', { name: 'Ratings' }));
  expect(address()).toHaveTextContent('?tab=bonds&bonds=ratings');
  await user.click(screen.getByRole('tab', { name: 'Annual' }));
  expect(address()).toBeEmptyDOMElement();

  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(screen.getByRole('tab', { name: 'Bonds' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Ratings' })).toHaveAttribute('aria-selected', 'true');
  // The sub-tab's choice replaced the top tab's entry: one Back more is the page as first opened.
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(screen.getByRole('tab', { name: 'Annual' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Annual list')).toBeVisible();
});

test('an address naming a tab with sub-tabs opens it on its first sub-tab; one naming no tab, the first tab', () => {
  const { unmount } = renderPage(<AddressedReports />, { path: '/reports?tab=bonds', pattern: '/reports' });
  expect(screen.getByRole('tab', { name: 'Bonds' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Official statements' })).toHaveTextContent('Official list');
  unmount();
  renderPage(<AddressedReports />, { path: '/reports?tab=nothing', pattern: '/reports' });
  expect(screen.getByRole('tab', { name: 'Annual' })).toHaveAttribute('aria-selected', 'true');
});

test("a tab's query: the first tab leaves its parameter out, another names it; the outer tabs' choices are kept", () => {
  const tabs = [bondsTab(), { id: 'fuel', label: 'Fuel', content: null }];
  const outer = new URLSearchParams('view=reports');
  expect(tabQuery('tab', tabs, 'bonds').toString()).toBe('');
  expect(tabQuery('tab', tabs, 'fuel').toString()).toBe('tab=fuel');
  expect(tabQuery('tab', tabs, 'fuel', outer).toString()).toBe('view=reports&tab=fuel');
  expect(tabQuery('tab', tabs, 'bonds', outer).toString()).toBe('view=reports');
  expect(outer.toString()).toBe('view=reports');
});

test('the tab a query names: one of the tabs, or none when the name is unknown or missing', () => {
  const tabs = [bondsTab(), { id: 'fuel', label: 'Fuel', content: null }];
  expect(tabInQuery('tab', tabs, new URLSearchParams('view=reports&tab=fuel'))).toBe('fuel');
  expect(tabInQuery('tab', tabs, new URLSearchParams('tab=nothing'))).toBeUndefined();
  expect(tabInQuery('tab', tabs, new URLSearchParams('view=fuel'))).toBeUndefined();
});
