import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import SafetyPage from './SafetyPage';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const tip = (Title: string, Description: string, document: string | null = null) => ({
  Title,
  Description,
  File: mediaFixture(`/uploads/${Title.toLowerCase().replace(/\W+/g, '-')}.png`),
  Document: mediaFixture(document),
});

test('indoor tiles open a dialog with thumbnail, title, description and OK; storm documents open in a new tab', async () => {
  const user = userEvent.setup();
  const fetchMock = mockContent({
    'community-safety-indoors': [tip('Check Cords and Plugs', 'Replace frayed cords.')],
    'community-safety-outdoors': [tip('Look Up Before You Work', 'Keep ladders 10 feet away.')],
    'community-safety-storms': [
      tip('Generator Safety', 'Operate outdoors only.', '/uploads/generator.pdf'),
      tip('After the Storm', 'Stay away from floods.'),
    ],
  });
  renderPage(<SafetyPage />);

  await user.click(await screen.findByRole('button', { name: 'Check Cords and Plugs' }));
  const dialog = screen.getByRole('dialog', { name: 'Check Cords and Plugs' });
  expect(within(dialog).getByText('Replace frayed cords.')).toBeInTheDocument();
  expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/check-cords-and-plugs.png');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'Storm' }));
  const document = await screen.findByRole('link', { name: /Generator Safety/ });
  expect(document).toHaveAttribute('href', '/uploads/generator.pdf');
  expect(document).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('button', { name: 'After the Storm' })).toBeInTheDocument();

  const sorts = Object.fromEntries(
    fetchMock.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://localhost');
      return [url.pathname.split('/').pop(), url.searchParams.get('sort[0]')];
    }),
  );
  expect(sorts).toEqual({
    'community-safety-indoors': 'id:desc',
    'community-safety-outdoors': 'id:asc',
    'community-safety-storms': 'id:desc',
  });
}, 30_000);
