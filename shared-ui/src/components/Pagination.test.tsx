import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing';
import { Pagination, pageNumbers } from './Pagination';

test.each([
  [1, 1, [1]],
  [1, 3, [1, 2, 3]],
  [1, 10, [1, 2, 'gap', 10]],
  [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
  [3, 10, [1, 2, 3, 4, 'gap', 10]],
  [10, 10, [1, 'gap', 9, 10]],
])('pageNumbers(%i, %i)', (page, count, expected) => {
  expect(pageNumbers(page, count)).toEqual(expected);
});

test('pages as addresses: the current one is marked, the others and Previous/Next are links', () => {
  renderPage(
    <Pagination label="News pages" page={2} pageCount={3} hrefFor={(n) => `/news-and-media?page=${n}`} />,
  );
  const nav = screen.getByRole('navigation', { name: 'News pages' });
  expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Page 2');
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
    'href',
    '/news-and-media?page=1',
  );
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/news-and-media?page=3');
});

test('pages as buttons call onChange; a single page shows nothing', async () => {
  const onChange = jest.fn();
  const { unmount } = renderPage(<Pagination label="Slides" page={1} pageCount={2} onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onChange).toHaveBeenCalledWith(2);
  unmount();
  renderPage(<Pagination label="Slides" page={1} pageCount={1} onChange={onChange} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
