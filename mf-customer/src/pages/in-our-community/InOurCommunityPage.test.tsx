import { screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configureFederation } from '@gpa/shared-ui';
import { renderPage } from '@gpa/shared-ui/testing';
import InOurCommunityPage from './InOurCommunityPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

beforeEach(() => {
  configureFederation({
    areas: { tools: { name: 'mf_tools', entry: '/areas/tools/1.0.0/mf-manifest.json' } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('three cards and the newsletter sign-up from the tools area in the #e-newsletter section', async () => {
  load.mockResolvedValue({ default: () => <form aria-label="Newsletter form" /> });
  const { container } = renderPage(<InOurCommunityPage />, { path: '/in-our-community' });
  expect(screen.getByRole('link', { name: /Educational Resources/ })).toHaveAttribute(
    'href',
    '/in-our-community/educational-resources',
  );
  expect(screen.getByRole('link', { name: /Safety/ })).toHaveAttribute('href', '/in-our-community/safety');
  expect(screen.getByRole('link', { name: /Community Partners & Programs/ })).toHaveAttribute(
    'href',
    '/in-our-community/community-partners-and-programs',
  );
  const section = container.querySelector('#e-newsletter') as HTMLElement;
  expect(section).toHaveAccessibleName('E-Newsletter');
  expect(await within(section).findByRole('form', { name: 'Newsletter form' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_tools/NewsletterSignup');
});

test('a tools area that is down leaves a notice with Retry in the section, and the cards work', async () => {
  load.mockRejectedValue(new Error('connection refused'));
  const { container } = renderPage(<InOurCommunityPage />, { path: '/in-our-community' });
  const section = container.querySelector('#e-newsletter') as HTMLElement;
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'E-Newsletter sign-up: this part of the site is not available right now.',
  );
  expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Safety/ })).toBeInTheDocument();
});
