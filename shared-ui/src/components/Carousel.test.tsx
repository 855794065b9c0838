import { ThemeProvider } from '@emotion/react';
import { act, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../theme/theme';
import userEvent from '@testing-library/user-event';
import { Carousel, chunk, pageCount } from './Carousel';

const render = (ui: ReactElement) => renderPlain(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const slides = ['Capacity', 'Cybersecurity', 'Beat the Peak'].map((label) => ({
  id: label,
  label,
  content: <p>{label} slide</p>,
}));
const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('data-active') === 'true');

/** The visitor's reduced-motion preference; changing it later tells the page, as a browser's setting does. */
function preferReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  let now = reduce;
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      return now && query.includes('reduce');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as never;
  return (next: boolean) => {
    now = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

afterEach(() => jest.useRealTimers());

test('chunk and pageCount group items per slide', () => {
  expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
  expect(pageCount(9, 4)).toBe(3);
  expect(pageCount(8, 4)).toBe(2);
  expect(pageCount(0, 4)).toBe(0);
});

test('indicator, previous and next buttons choose the slide; only the shown one is exposed', async () => {
  preferReducedMotion(false);
  const user = userEvent.setup();
  render(<Carousel label="Highlights" slides={slides} />);
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
  await user.click(screen.getByRole('button', { name: 'Slide 3: Beat the Peak' }));
  expect(current()).toHaveAccessibleName('3 of 3: Beat the Peak');
  expect(screen.getByRole('button', { name: 'Slide 3: Beat the Peak' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(current()).toHaveAccessibleName('3 of 3: Beat the Peak');
  expect(
    screen
      .getAllByRole('group', { hidden: true })
      .filter((slide) => slide.getAttribute('aria-hidden') === 'false'),
  ).toHaveLength(1);
});

test('rides by itself until paused', async () => {
  preferReducedMotion(false);
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Carousel label="Highlights" slides={slides} autoplayMs={5000} />);
  act(() => jest.advanceTimersByTime(5000));
  expect(current()).toHaveAccessibleName('2 of 3: Cybersecurity');
  await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(20000));
  expect(current()).toHaveAccessibleName('2 of 3: Cybersecurity');
});

test('no automatic motion when the visitor prefers reduced motion', () => {
  preferReducedMotion(true);
  jest.useFakeTimers();
  render(<Carousel label="Highlights" slides={slides} autoplayMs={5000} />);
  act(() => jest.advanceTimersByTime(20000));
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});

test('follows the preference as it changes: motion stops when reduced motion is turned on, and comes back when it is off', () => {
  const change = preferReducedMotion(false);
  jest.useFakeTimers();
  render(<Carousel label="Highlights" slides={slides} autoplayMs={5000} />);
  change(true);
  act(() => jest.advanceTimersByTime(20000));
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  change(false);
  act(() => jest.advanceTimersByTime(5000));
  expect(current()).toHaveAccessibleName('2 of 3: Cybersecurity');
});
