import { render, screen } from '@testing-library/react';
import { MailText } from './MailText';

test('every {email} placeholder becomes a mail link, the rest of the text stays', () => {
  const { container } = render(
    <MailText text="Write to {email} or, after hours, to {email}." email="help@example.org" />,
  );
  const links = screen.getAllByRole('link', { name: 'help@example.org' });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', 'mailto:help@example.org');
  expect(container).toHaveTextContent('Write to help@example.org or, after hours, to help@example.org.');
});

test('a text without a placeholder has no link', () => {
  render(<MailText text="Call us." email="help@example.org" />);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText('Call us.')).toBeInTheDocument();
});
