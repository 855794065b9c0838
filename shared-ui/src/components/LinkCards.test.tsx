import { screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { LinkCards } from './LinkCards';

test('internal cards navigate in the site, external ones open in a new tab; icons are decorative images with a size', () => {
  renderPage(
    <LinkCards
      label="Learn more"
      cards={[
        { title: 'Rates', to: '/rates', description: 'Rate schedules' },
        { title: 'Pay online', href: 'https://pay.example.org', icon: '/uploads/pay.png' },
      ]}
    />,
  );
  expect(screen.getByRole('list', { name: 'Learn more' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Rates/ })).toHaveAttribute('href', '/rates');
  const external = screen.getByRole('link', { name: /Pay online/ });
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('href', 'https://pay.example.org');
  const icon = external.querySelector('img');
  expect(icon).toHaveAttribute('alt', '');
  expect(icon).toHaveAttribute('width', '48');
  expect(icon).toHaveAttribute('height', '48');
});
