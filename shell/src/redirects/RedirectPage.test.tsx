import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { leaveSite } from './leaveSite';
import { RedirectPage } from './RedirectPage';
import { REDIRECTS, type Redirect } from './redirects';

jest.mock('./leaveSite', () => ({ leaveSite: jest.fn() }));
const leaveSiteMock = jest.mocked(leaveSite);

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' });
  leaveSiteMock.mockReset();
});

const redirectFrom = (from: string): Redirect => {
  const redirect = REDIRECTS.find((candidate) => candidate.from === from);
  if (!redirect) throw new Error(`no redirect from ${from}`);
  return redirect;
};

test('/milestones looks up the content file with Anchor "milestones" and replaces the page with its PDF', async () => {
  const fetchMock = mockContent({
    'content-files': [{ Anchor: 'milestones', File: mediaFixture('/uploads/milestones.pdf') }],
  });
  renderPage(<RedirectPage redirect={redirectFrom('/milestones')} />, { path: '/milestones' });

  expect(screen.getByRole('status')).toHaveTextContent('Opening GPA Milestones…');
  await waitFor(() =>
    expect(leaveSiteMock).toHaveBeenCalledWith('https://files.example.org/uploads/milestones.pdf'),
  );
  const request = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(request.pathname).toBe('/api/content-files');
  expect(request.searchParams.get('filters[Anchor][$eq]')).toBe('milestones');
  expect(request.searchParams.get('populate[0]')).toBe('File');
  expect(document.title).toBe('GPA Milestones | Guam Power Authority');
});

test.each([
  ['no entry has the anchor', []],
  ['the entry has no file or link', [{ Anchor: 'storm-restoration', File: mediaFixture(null) }]],
])('a clear message with a link home when %s', async (_case, rows) => {
  mockContent({ 'content-files': rows });
  renderPage(<RedirectPage redirect={redirectFrom('/storm-restoration')} />, { path: '/storm-restoration' });
  expect(
    await screen.findByText("Sorry, we can't find Storm Restoration. It may have been moved or removed."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(leaveSiteMock).not.toHaveBeenCalled();
});

test('a failed lookup says so, with a retry', async () => {
  mockContent({ 'content-files': new Error('down') });
  renderPage(<RedirectPage redirect={redirectFrom('/damage-claim-form')} />, { path: '/damage-claim-form' });
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't open Damage Claim Form right now.");
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('an external target is opened in place of the old address', async () => {
  renderPage(<RedirectPage redirect={redirectFrom('/energysense')} />, { path: '/energysense' });
  await waitFor(() => expect(leaveSiteMock).toHaveBeenCalledWith('https://energysense.guampower.com'));
  expect(screen.getByRole('link', { name: 'open Energy Sense' })).toHaveAttribute(
    'href',
    'https://energysense.guampower.com',
  );
});

test('a page target navigates inside the site', async () => {
  renderPage(<RedirectPage redirect={redirectFrom('/ratecalculator')} />, { path: '/ratecalculator' });
  // renderPage answers every other path with "other page".
  expect(await screen.findByText('other page')).toBeInTheDocument();
  expect(leaveSiteMock).not.toHaveBeenCalled();
});

test('the old addresses are unique, absolute and never redirect to themselves', () => {
  const sources = REDIRECTS.map((redirect) => redirect.from);
  expect(new Set(sources).size).toBe(sources.length);
  for (const { from, target } of REDIRECTS) {
    expect(from).toMatch(/^\/[^/]/);
    if (target.kind === 'page') expect(target.path).not.toBe(from);
  }
});
