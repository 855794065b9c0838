import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import SpecialProgramsPage from './SpecialProgramsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

test('links the two programmes and lists their brochures', async () => {
  mockContent({
    'hr-files': [
      { AnchorText: 'Apprenticeship Program Brochure', File: mediaFixture('/uploads/apprentice.pdf') },
    ],
  });
  renderPage(<SpecialProgramsPage />);
  expect(screen.getByRole('link', { name: 'Apprenticeship Program' })).toHaveAttribute(
    'href',
    '/corporate/human-resources/special-programs/apprenticeship-program',
  );
  expect(screen.getByRole('link', { name: 'Training and Development' })).toHaveAttribute(
    'href',
    '/corporate/human-resources/special-programs/training-and-development',
  );
  expect(await screen.findByRole('link', { name: /Apprenticeship Program Brochure/ })).toHaveAttribute(
    'href',
    '/uploads/apprentice.pdf',
  );
});

test('a failed file read is logged and leaves the programme links working', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockContent({ 'hr-files': new Error('down') });
  renderPage(<SpecialProgramsPage />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Error fetching file data:', expect.any(Error));
  expect(screen.getByRole('link', { name: 'Apprenticeship Program' })).toBeInTheDocument();
  log.mockRestore();
});
