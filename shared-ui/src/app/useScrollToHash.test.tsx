import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useScrollToHash } from './useScrollToHash';

function Section({ ready }: { ready: boolean }) {
  useScrollToHash(ready);
  return ready ? <h2 id="hours and locations">Hours</h2> : <p>Loading</p>;
}

const renderAt = (url: string, ready: boolean) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Section ready={ready} />
    </MemoryRouter>,
  );

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

test('scrolls to the element the hash names once its content is ready', () => {
  const { rerender } = renderAt('/contact-us#hours%20and%20locations', false);
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  rerender(
    <MemoryRouter initialEntries={['/contact-us#hours%20and%20locations']}>
      <Section ready />
    </MemoryRouter>,
  );
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
});

test('does nothing without a hash', () => {
  renderAt('/contact-us', true);
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});
