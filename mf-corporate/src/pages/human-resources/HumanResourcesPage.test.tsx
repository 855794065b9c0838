import { screen } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import { routes } from '../../routes';
import HumanResourcesPage, { HR_HOURS } from './HumanResourcesPage';
import { HR_PAGES } from './hrPages';

test('shows the contacts, the 8:00-5:00 weekday hours and a link to every HR page', () => {
  renderPage(<HumanResourcesPage />);
  expect(HR_HOURS).toMatch(/Monday to Friday, 8:00 AM - 5:00 PM/);
  expect(screen.getByText(HR_HOURS)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '(671) 648-3120' })).toHaveAttribute('href', 'tel:+16716483120');
  for (const hrPage of HR_PAGES)
    expect(screen.getByRole('link', { name: `${hrPage.title} ${hrPage.summary}` })).toHaveAttribute(
      'href',
      hrPage.to,
    );
  expect(screen.getByRole('link', { name: 'current job openings' })).toHaveAttribute(
    'href',
    '/how-do-i/find-job-openings',
  );
});

test('every linked HR page is a route of this area with the same title', () => {
  for (const hrPage of HR_PAGES)
    expect(routes.find((route) => route.path === hrPage.to)?.title).toBe(hrPage.title);
});
