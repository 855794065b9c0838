import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configureContent, configureFederation, pageCount } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import EducationalResourcesPage from './EducationalResourcesPage';
import { resourceSlides } from './educationalResources';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);
const SchoolVisitForm = () => <form aria-label="School visit form" />;

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  configureFederation({
    areas: { tools: { name: 'mf_tools', entry: '/areas/tools/1.0.0/mf-manifest.json' } },
  });
  load.mockResolvedValue({ default: SchoolVisitForm });
});

test.each([
  [0, 0],
  [1, 1],
  [4, 1],
  [5, 2],
  [9, 3],
])('%i resources make %i carousel pages of at most four', (count, pages) => {
  const items = Array.from({ length: count }, (_, index) => index);
  const slides = resourceSlides(items);
  expect(slides).toHaveLength(pages);
  expect(slides).toHaveLength(pageCount(count, 4));
  expect(slides.flat()).toEqual(items);
  for (const slide of slides) expect(slide.length).toBeLessThanOrEqual(4);
});

test('descriptions over 200 characters are cut to 200 plus an ellipsis; resources link to their file or link', async () => {
  const long = 'A'.repeat(150) + ' ' + 'B'.repeat(80);
  const fetchMock = mockContent({
    'community-educational-resources': [
      { Title: 'Field Trip Guide', Description: long, File: mediaFixture('/uploads/field-trip.pdf') },
      {
        Title: 'Safety for Kids',
        Description: 'Short lessons.',
        File: mediaFixture(null),
        Link: 'https://videos.example.org',
      },
      {
        Title: 'Science Fair Ideas',
        Description: 'Printed copies only.',
        File: mediaFixture(null),
        Link: null,
      },
    ],
  });
  renderPage(<EducationalResourcesPage />);
  expect(await screen.findByText(`${long.slice(0, 200)}...`)).toBeVisible();
  // The full text is one click away, in place.
  const full = screen.getByText(long);
  expect(full).not.toBeVisible();
  await userEvent.click(screen.getByText('Read the full description'));
  expect(full).toBeVisible();
  expect(screen.getAllByText('Read the full description')).toHaveLength(1);
  expect(screen.getByRole('link', { name: /Field Trip Guide/ })).toHaveAttribute(
    'href',
    '/uploads/field-trip.pdf',
  );
  expect(screen.getByRole('link', { name: /Safety for Kids/ })).toHaveAttribute(
    'href',
    'https://videos.example.org',
  );
  expect(screen.queryByRole('link', { name: /Science Fair Ideas/ })).toBeNull();
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(url.searchParams.get('sort[0]')).toBe('id:desc');

  // The school visit request comes from the tools area through federation.
  expect(await screen.findByRole('form', { name: 'School visit form' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_tools/SchoolVisitRequest');
});
