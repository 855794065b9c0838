import { screen } from '@testing-library/react';
import { renderPage } from '@gpa/shared-ui/testing';
import TrainingAndDevelopmentPage from './TrainingAndDevelopmentPage';

test('has its two subtitles', () => {
  renderPage(<TrainingAndDevelopmentPage />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Safety and technical training',
    'Leadership and professional development',
  ]);
});
