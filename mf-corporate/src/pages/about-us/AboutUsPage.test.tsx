import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { requestFor } from '../../testing/testRequests';
import AboutUsPage, { ABOUT_LINKS } from './AboutUsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' }));

const LISTS = [
  'about-us-gpa-fact-sheets',
  'about-us-engineerings',
  'about-us-internal-audits',
  'about-us-supply-management-administrations',
  'about-us-gm-performances',
  'about-us-ccu-meeting-recordings',
] as const;

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

test('reads the seven about-us collections at once, the document lists newest first', async () => {
  const fetchMock = mockContent({
    ...Object.fromEntries(LISTS.map((name) => [name, []])),
    'about-us-department-numbers': [{ Department: 'Customer Service', Number: '(671) 647-5787' }],
  });
  renderPage(<AboutUsPage />, { path: '/corporate/about-us' });
  // Every request is out before any answer has been rendered: they run in parallel.
  expect(fetchMock).toHaveBeenCalledTimes(7);
  for (const name of LISTS) {
    const request = requestFor(fetchMock, name);
    expect(request?.searchParams.get('sort[0]')).toBe('id:desc');
    expect(request?.searchParams.get('populate[0]')).toBe('File');
  }
  expect(await screen.findByRole('link', { name: '(671) 647-5787' })).toHaveAttribute(
    'href',
    'tel:6716475787',
  );
});

test('an item links to its file, else to its Link, else is plain text', async () => {
  mockContent({
    ...Object.fromEntries(LISTS.map((name) => [name, []])),
    'about-us-department-numbers': [],
    'about-us-engineerings': [
      {
        AnchorText: 'Design Standards',
        File: mediaFixture('/uploads/design.pdf'),
        Link: 'https://ignored.example.org',
      },
      {
        AnchorText: 'Interconnection Requirements',
        File: mediaFixture(null),
        Link: 'https://example.org/interconnection',
      },
      { AnchorText: 'Substation Plan', File: mediaFixture(null), Link: null },
    ],
  });
  renderPage(<AboutUsPage />, { path: '/corporate/about-us' });
  const engineering = within(section('Engineering'));
  expect(await engineering.findByRole('link', { name: /Design Standards/ })).toHaveAttribute(
    'href',
    'https://files.example.org/uploads/design.pdf',
  );
  expect(engineering.getByRole('link', { name: /Interconnection Requirements/ })).toHaveAttribute(
    'href',
    'https://example.org/interconnection',
  );
  expect(engineering.getByText('Substation Plan').closest('a')).toBeNull();
});

test('one failed list shows its own error and Retry; the other lists and the static parts still show', async () => {
  mockContent({
    ...Object.fromEntries(
      LISTS.map((name) => [name, [{ AnchorText: `${name} item`, File: mediaFixture('/uploads/a.pdf') }]]),
    ),
    'about-us-department-numbers': [],
    'about-us-internal-audits': new Error('down'),
  });
  renderPage(<AboutUsPage />, { path: '/corporate/about-us' });
  expect(await within(section('Internal Audit')).findByRole('alert')).toHaveTextContent(
    "We couldn't load the internal audit documents right now.",
  );
  expect(
    await within(section('Engineering')).findByRole('link', { name: /about-us-engineerings item/ }),
  ).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: /Organisational chart/ })).toHaveTextContent('General Manager');
  expect(screen.getByText('No department numbers have been published yet.')).toBeInTheDocument();
});

test('links every static corporate screen it introduces', () => {
  mockContent({});
  renderPage(<AboutUsPage />, { path: '/corporate/about-us' });
  const more = within(section('More about GPA'));
  for (const link of ABOUT_LINKS)
    expect(more.getByRole('link', { name: link.title })).toHaveAttribute('href', link.to);
});
