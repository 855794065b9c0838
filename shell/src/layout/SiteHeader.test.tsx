import { mockContent } from '@gpa/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emulatePopovers, resetViewport, renderSite, setViewportWidth } from './testing';

beforeAll(emulatePopovers);

beforeEach(() => {
  mockContent({ 'website-notifications': [] });
  setViewportWidth(1280);
});
afterEach(resetViewport);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

async function openMenu() {
  const user = userEvent.setup();
  await user.click(menuButton());
  return { user, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

test('the top bar has the logo (home), Contact Us and the Menu button', async () => {
  renderSite('/leac');
  expect(await screen.findByRole('heading', { level: 1, name: 'LEAC' })).toBeInTheDocument();
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Guam Power Authority home' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(within(banner).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
});

test('the menu is a modal dialog: focus moves in, page scrolling is locked, Escape closes it and focus returns', async () => {
  renderSite();
  const { user, dialog } = await openMenu();

  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe('hidden');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(document.documentElement.style.overflow).toBe('');
});

test('the Close button closes the menu and focus returns to the Menu button', async () => {
  renderSite();
  const { user, dialog } = await openMenu();
  await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();
});

test('Tab and Shift+Tab stay inside the open menu', async () => {
  renderSite();
  const { user, dialog } = await openMenu();
  const close = within(dialog).getByRole('button', { name: 'Close menu' });
  const links = within(dialog).getAllByRole('link');
  const last = links[links.length - 1]!;

  await user.tab({ shift: true });
  expect(last).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();

  // A full round trip never leaves the dialog.
  const stops = within(dialog).getAllByRole('link').length + within(dialog).getAllByRole('button').length + 1;
  for (let i = 0; i < stops + 2; i++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  // Every Tab makes user-event compute the styles of the whole menu: slow in jsdom.
}, 20_000);

test('following a link closes the menu, unlocks scrolling and moves focus to the new page heading', async () => {
  const { history } = renderSite();
  const { user, dialog } = await openMenu();
  await user.click(within(dialog).getByRole('link', { name: 'LEAC' }));

  expect(history.location.pathname).toBe('/leac');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.documentElement.style.overflow).toBe('');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'LEAC' })).toHaveFocus());
});

test('the menu closes on any navigation, also Back', async () => {
  const { history } = renderSite('/leac');
  await screen.findByRole('heading', { name: 'LEAC' });
  act(() => history.push('/'));
  await screen.findByRole('heading', { name: 'Home' });
  await openMenu();
  act(() => history.go(-1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('below 800 px the search box is in the menu, and searching lands on /search?q=', async () => {
  setViewportWidth(375);
  const { history } = renderSite();
  expect(within(screen.getByRole('banner')).queryByRole('search')).toBeNull();
  const { user, dialog } = await openMenu();

  await user.type(within(dialog).getByRole('combobox', { name: 'Search the site' }), '  rate & fees {Enter}');
  expect(history.location.pathname).toBe('/search');
  expect(new URLSearchParams(history.location.search).get('q')).toBe('rate & fees');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('from 800 px the search box is in the top bar (and not in the menu); it shows the term being viewed', async () => {
  setViewportWidth(800);
  const { history } = renderSite('/search?q=leac');
  const search = within(screen.getByRole('banner')).getByRole('search', { name: 'Site' });
  const input = within(search).getByRole('combobox', { name: 'Search the site' });
  expect(input).toHaveValue('leac');

  act(() => history.push('/search?q=rates'));
  await waitFor(() => expect(input).toHaveValue('rates'));

  const { dialog } = await openMenu();
  expect(within(dialog).queryByRole('search')).toBeNull();
});

/** A menu group's disclosure: its <details> element, found by the title in its <summary>. */
const group = (dialog: HTMLElement, title: string) =>
  within(dialog).getByRole('heading', { name: title }).closest('details')!;

test('at 1000 px and below the menu groups open and close one by one (native disclosures); wider, all are shown', async () => {
  setViewportWidth(1000);
  const { unmount } = renderSite();
  let { user, dialog } = await openMenu();
  const rates = group(dialog, 'Rate Information');
  expect(rates.open).toBe(false);
  expect(within(dialog).getByRole('link', { name: 'Rate Calculator' })).not.toBeVisible();
  await user.click(rates.querySelector('summary')!);
  expect(rates.open).toBe(true);
  expect(within(dialog).getByRole('link', { name: 'Rate Calculator' })).toBeVisible();
  unmount();

  setViewportWidth(1001);
  renderSite();
  ({ dialog } = await openMenu());
  expect(within(dialog).getByRole('heading', { level: 3, name: 'Rate Information' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Rate Calculator' })).toHaveAttribute(
    'href',
    '/rate-calculator',
  );
});

test('the Procurement dropdown discloses only the external lists, opening in a new tab', async () => {
  renderSite();
  const { user, dialog } = await openMenu();
  const procurement = group(dialog, 'Procurement');
  expect(procurement.open).toBe(false);

  await user.click(procurement.querySelector('summary')!);
  expect(procurement.open).toBe(true);
  const entries = procurement.querySelector('ul')!;
  const links = within(entries).getAllByRole('link');
  expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
    'Available',
    'Emergency Procurement',
    'Protest/Stay',
    'Lift of Stay',
    'Awarded',
    'Awarded Sole Source',
    'Closed',
    'Technical Documents',
    'GPA Contracts',
    'Issued',
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
