import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import EmployeeBenefitsPage from './EmployeeBenefitsPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://files.example.org' }));

test('links are cut to 35 characters plus an ellipsis and open the file, else the Link; others are plain text', async () => {
  const longFile = 'Health and Dental Insurance Plan Summary FY2025';
  const longLink = 'Deferred Compensation 457 Plan Enrollment and Investment Options';
  mockContent({
    'hr-employee-benefits': [
      {
        AnchorText: longFile,
        Link: 'https://ignored.example.org',
        File: mediaFixture('/uploads/health.pdf'),
      },
      { AnchorText: longLink, Link: 'https://www.ggrf.com/', File: mediaFixture(null) },
      { AnchorText: 'Cafeteria Plan Enrollment', Link: null, File: mediaFixture('/uploads/cafeteria.pdf') },
      { AnchorText: 'Employee Assistance Program', Link: null, File: mediaFixture(null) },
    ],
  });
  renderPage(<EmployeeBenefitsPage />);
  const file = await screen.findByRole('link', { name: new RegExp(longFile.slice(0, 35)) });
  expect(file.firstChild?.textContent).toBe(`${longFile.slice(0, 35)}...`);
  expect(file).toHaveAttribute('href', 'https://files.example.org/uploads/health.pdf');
  expect(file).toHaveAttribute('title', longFile);
  const link = screen.getByRole('link', { name: new RegExp(longLink.slice(0, 35)) });
  expect(link).toHaveAttribute('href', 'https://www.ggrf.com/');
  expect(link.firstChild?.textContent).toBe(`${longLink.slice(0, 35)}...`);
  expect(screen.getByRole('link', { name: /Cafeteria Plan Enrollment/ }).firstChild?.textContent).toBe(
    'Cafeteria Plan Enrollment',
  );
  expect(screen.getByText('Employee Assistance Program').closest('a')).toBeNull();
});
