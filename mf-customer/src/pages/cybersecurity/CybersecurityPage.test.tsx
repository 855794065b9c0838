import { screen } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import CybersecurityPage from './CybersecurityPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: 'https://cms.example.org' }));

test('each FAQ shows its question, answer and a link to its file', async () => {
  const fetchMock = mockContent({
    'cybersecurity-faqs': [
      {
        question: 'How do I spot a phishing text?',
        answer: 'We never ask for payment by text.',
        AnchorText: 'Phishing guide',
        File: mediaFixture('/uploads/phishing.pdf'),
      },
      {
        question: 'Is my card data stored?',
        answer: 'No.',
        AnchorText: 'Card data',
        File: mediaFixture(null),
      },
    ],
  });
  renderPage(<CybersecurityPage />, { path: '/cybersecurity' });
  expect(await screen.findByRole('heading', { name: 'How do I spot a phishing text?' })).toBeInTheDocument();
  expect(screen.getByText('We never ask for payment by text.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Phishing guide/ })).toHaveAttribute(
    'href',
    'https://cms.example.org/uploads/phishing.pdf',
  );
  expect(screen.queryByRole('link', { name: /Card data/ })).toBeNull();
  const request = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
  expect(request.pathname).toBe('/api/cybersecurity-faqs');
  expect(request.searchParams.get('populate[0]')).toBe('File');
});
