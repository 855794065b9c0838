import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import { requestFor } from '../../../testing/testRequests';
import PersonnelServicesPage from './PersonnelServicesPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const LONG = 'Workplace Violence Prevention and Anti-Harassment Policy for All Employees';
const EXACTLY_40 = 'Personnel Rules and Regulations, Edition';

test('five lists, each read with its file; labels over 40 characters are cut with the full text kept', async () => {
  expect(EXACTLY_40).toHaveLength(40);
  const fetchMock = mockContent({
    'hr-personel-services-rules-regulations': [
      { AnchorText: EXACTLY_40, File: mediaFixture('/uploads/rules.pdf') },
      { AnchorText: 'Amendments 2025 (under review)', File: mediaFixture(null) },
    ],
    'hr-personel-services-compensations': [
      { AnchorText: 'Pay Schedule', File: mediaFixture('/uploads/pay.pdf') },
    ],
    'hr-personel-services-policies': [{ AnchorText: LONG, File: mediaFixture('/uploads/violence.pdf') }],
    'hr-personel-services-required-postings': [],
    'hr-personel-services-forms': new Error('down'),
  });
  renderPage(<PersonnelServicesPage />);
  expect(fetchMock).toHaveBeenCalledTimes(5);
  for (const name of ['rules-regulations', 'compensations', 'policies', 'required-postings', 'forms'])
    expect(requestFor(fetchMock, `hr-personel-services-${name}`)?.searchParams.get('populate[0]')).toBe(
      'File',
    );

  const cut = await screen.findByRole('link', { name: new RegExp(LONG.slice(0, 40)) });
  expect(cut.firstChild?.textContent).toBe(`${LONG.slice(0, 40)}...`);
  expect(cut).toHaveAttribute('title', LONG);
  expect(cut).toHaveAttribute('href', '/uploads/violence.pdf');

  const uncut = screen.getByRole('link', { name: new RegExp(EXACTLY_40) });
  expect(uncut.firstChild?.textContent).toBe(EXACTLY_40);
  expect(uncut).not.toHaveAttribute('title');
  expect(screen.getByText('Amendments 2025 (under review)').closest('a')).toBeNull();

  const postings = screen
    .getByRole('heading', { name: 'Required Postings' })
    .closest('section') as HTMLElement;
  expect(within(postings).getByText('No required postings have been published yet.')).toBeInTheDocument();
  const forms = screen.getByRole('heading', { name: 'Forms' }).closest('section') as HTMLElement;
  expect(await within(forms).findByRole('alert')).toHaveTextContent("We couldn't load the forms right now.");
});
