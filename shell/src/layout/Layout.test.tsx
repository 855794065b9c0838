import { mockContent } from '@gpa/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENU_GROUP_LAYOUT } from '../navigation/menu';
import { resetViewport, renderSite, setViewportWidth } from './testing';

beforeEach(() => {
  mockContent({ 'website-notifications': [] });
  setViewportWidth(1280);
});
afterEach(resetViewport);

test('every page has the landmarks: banner, main, footer with its site map navigation', async () => {
  renderSite('/leac');
  await screen.findByRole('heading', { level: 1, name: 'LEAC' });
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('LEAC content');
  expect(
    within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Site map' }),
  ).toBeInTheDocument();
});

test('the skip link moves focus to the main content', async () => {
  const user = userEvent.setup();
  renderSite();
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  // As on a first visit: focus at the start of the document.
  (document.activeElement as HTMLElement | null)?.blur();
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

test('the footer repeats the menu groups and has the policy links, social links and the 2022 copyright', async () => {
  renderSite();
  const footer = screen.getByRole('contentinfo');
  for (const group of MENU_GROUP_LAYOUT) {
    expect(within(footer).getByRole('heading', { level: 2, name: group.title })).toBeInTheDocument();
  }
  expect(within(footer).getByRole('link', { name: 'Internet Policy' })).toHaveAttribute(
    'href',
    '/internet-policy',
  );
  expect(within(footer).getByRole('link', { name: 'SOP Index' })).toHaveAttribute('href', '/sop-index');

  const social = within(within(footer).getByRole('list', { name: 'GPA on social media' })).getAllByRole(
    'link',
  );
  expect(social.map((link) => link.textContent)).toEqual(
    ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube', 'LinkedIn'].map(
      (name) => `${name} (opens in a new tab)`,
    ),
  );
  for (const link of social) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(footer).toHaveTextContent('© 2022 Guam Power Authority');
});

test('a followed link opens the new page at its top, not where the visitor was on the previous page', async () => {
  const user = userEvent.setup();
  renderSite();
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  jest.mocked(window.scrollTo).mockClear();
  await user.click(within(screen.getByRole('contentinfo')).getAllByRole('link', { name: 'LEAC' })[0]!);
  await screen.findByRole('heading', { level: 1, name: 'LEAC' });
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a followed link focuses the new page heading; Back focuses the link the visitor followed, not the heading', async () => {
  const user = userEvent.setup();
  const { history } = renderSite('/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  const siteMap = () => within(screen.getByRole('contentinfo'));
  await user.click(siteMap().getByRole('link', { name: 'LEAC' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'LEAC' })).toHaveFocus());

  act(() => history.go(-1));
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  await waitFor(() => expect(siteMap().getByRole('link', { name: 'LEAC' })).toHaveFocus());
  expect(screen.getByRole('heading', { level: 1, name: 'Home' })).not.toHaveFocus();
});
