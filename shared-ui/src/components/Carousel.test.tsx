import { ThemeProvider } from '@emotion/react';
import { act, render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { theme } from '../theme/theme';
import userEvent from '@testing-library/user-event';
import { Carousel, chunk, pageCount } from './Carousel';
import { rideMoment } from './carouselRide';

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

const themed = (ui: ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
const riding = <Carousel label="Highlights" slides={slides} autoplayMs={5000} />;

/** The page's CSS rules now (emotion's), as one text with no spaces around punctuation. */
const pageStyles = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('')
    .replace(/\s*([{};:,])\s*/g, '$1');

/**
 * The server's HTML of `ui` hydrated in a page whose CSS animations are at `progress` of their cycle (jsdom
 * has none: each element answers one CSS animation, as Chromium does for a ridden slide).
 */
async function hydrateAt(progress: number | undefined, ui: ReactElement = riding) {
  const html = renderToString(themed(ui));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const animations = jest.fn(() =>
    progress === undefined
      ? []
      : [{ animationName: 'ride', effect: { getComputedTiming: () => ({ progress }) } }],
  );
  Object.assign(HTMLElement.prototype, { getAnimations: animations });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, themed(ui));
  });
  expect(errors).not.toHaveBeenCalled();
  return { html, container, animations };
}

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).getAnimations;
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test("a riding carousel's HTML rides by CSS: every slide animated in turn, none inert nor hidden by attribute", async () => {
  preferReducedMotion(false);
  // The first render's styles (the browser's, as it hydrates) and the server's HTML.
  const { html } = await hydrateAt(0);
  const container = document.createElement('div');
  container.innerHTML = html;
  const slideParts = [...container.querySelectorAll('[aria-roledescription="slide"]')];
  expect(slideParts.map((slide) => slide.getAttribute('data-ride'))).toEqual(['slide', 'slide', 'slide']);
  expect(container.querySelectorAll('[inert], [aria-hidden], [data-active], [aria-current]')).toHaveLength(0);
  expect(container.querySelectorAll('[data-ride="indicator"]')).toHaveLength(3);
  // One 15 s cycle; slide 1 starts its turn 5 s in, slide 2 10 s in; held still under the pointer or focus;
  // not without scripting (its Pause cannot work) nor when the visitor prefers reduced motion.
  const styles = pageStyles();
  expect(styles).toMatch(/\[data-ride\]\{[^}]*animation:animation-[\w-]+ 15000ms ease infinite;\}/);
  expect(styles).toMatch(/\[data-ride\]:nth-child\(1\)\{[^}]*animation-delay:0ms;\}/);
  expect(styles).toMatch(/\[data-ride\]:nth-child\(2\)\{[^}]*animation-delay:-10000ms;\}/);
  expect(styles).toMatch(/\[data-ride\]:nth-child\(3\)\{[^}]*animation-delay:-5000ms;\}/);
  expect(styles).toMatch(
    /:hover \[data-ride\],[^{]*:focus-within \[data-ride\]\{[^}]*animation-play-state:paused;\}/,
  );
  expect(styles).toContain('@media (scripting:enabled) and (prefers-reduced-motion:no-preference)');
  // Its Play/Pause says what the ride does: Pause, or Play where reduced motion holds it.
  const playPause = container.querySelector('[data-ride-label]')?.parentElement;
  expect([...playPause!.querySelectorAll('[data-ride-label]')].map((label) => label.textContent)).toEqual([
    'Pause slideshow',
    'Play slideshow',
  ]);
  expect(styles).toMatch(/\[data-ride-label='still'\]\{display:none;\}/);
  expect(styles).toMatch(
    /@media \(prefers-reduced-motion:reduce\)\{[^@]*\[data-ride-label='riding'\]\{display:none;\}[^@]*\[data-ride-label='still'\]\{display:inline;\}/,
  );
  // Without scripting, or on paper, no button can turn a slide: none is shown, and every slide is, one under
  // the other.
  const hiddenWhereButtonsCannotWork = (element: Element | null | undefined) =>
    [...(element?.classList ?? [])].some((name) =>
      styles.includes(`@media (scripting:none),print{.${name}{display:none;}}`),
    );
  expect(hiddenWhereButtonsCannotWork(playPause?.parentElement)).toBe(true);
  expect(
    hiddenWhereButtonsCannotWork(container.querySelector('[aria-label="Previous slide"]')?.parentElement),
  ).toBe(true);
  expect(styles).toMatch(
    /@media \(scripting:none\),print\{[^@]* >\*\{grid-area:auto;opacity:1 !important;visibility:visible !important;\}/,
  );
  // Shown for its slot less the fade, hidden from its end until the fade-in that closes the cycle.
  expect(styles).toContain(
    '0%,29.3333%{opacity:1;visibility:visible;}33.3333%,96.0000%{opacity:0;visibility:hidden;}',
  );
});

test('where the ride is: on the coming slide while two cross-fade, and how long until the next fades in', () => {
  const ride = { count: 3, slideMs: 5000 };
  expect(rideMoment(0, ride)).toEqual({ slide: 0, leftMs: 4400 });
  expect(rideMoment(4000 / 15000, ride)).toEqual({ slide: 0, leftMs: 400 });
  expect(rideMoment(4500 / 15000, ride)).toEqual({ slide: 1, leftMs: 4900 });
  expect(rideMoment(7000 / 15000, ride)).toEqual({ slide: 1, leftMs: 2400 });
  expect(rideMoment(14500 / 15000, ride)).toEqual({ slide: 0, leftMs: 4900 });
  expect(rideMoment(12000 / 15000, ride)).toEqual({ slide: 2, leftMs: 2400 });
});

test('once hydrated, the script goes on from the slide the CSS showed, with no mismatch, and rides on', async () => {
  preferReducedMotion(false);
  jest.useFakeTimers();
  const { animations } = await hydrateAt(11000 / 15000);
  expect(animations).toHaveBeenCalled();
  expect(current()).toHaveAccessibleName('3 of 3: Beat the Peak');
  expect(document.querySelectorAll('[data-ride]')).toHaveLength(0);
  expect(
    screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.hasAttribute('inert')),
  ).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Slide 3: Beat the Peak' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Its turn ends when the ride's would have (11.6 s of 15 into the cycle, the fade counted), then whole turns.
  act(() => jest.advanceTimersByTime(3399));
  expect(current()).toHaveAccessibleName('3 of 3: Beat the Peak');
  act(() => jest.advanceTimersByTime(1));
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
  act(() => jest.advanceTimersByTime(4999));
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
  act(() => jest.advanceTimersByTime(1));
  expect(current()).toHaveAccessibleName('2 of 3: Cybersecurity');
});

test("a click kept until hydration (done again then) acts on the ride's slide", async () => {
  preferReducedMotion(false);
  await hydrateAt(6000 / 15000);
  expect(current()).toHaveAccessibleName('2 of 3: Cybersecurity');
  act(() => screen.getByRole('button', { name: 'Next slide' }).click());
  expect(current()).toHaveAccessibleName('3 of 3: Beat the Peak');
  act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});

test('with reduced motion the CSS does not ride: the script goes on from slide 1', async () => {
  preferReducedMotion(true);
  await hydrateAt(undefined);
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});

test("a carousel without autoplay is the script's from its HTML on: nothing rides", async () => {
  preferReducedMotion(false);
  const { html, animations } = await hydrateAt(0.5, <Carousel label="Resources" slides={slides} />);
  expect(html).not.toContain('data-ride');
  expect(html).toContain('inert=""');
  expect(animations).not.toHaveBeenCalled();
  const indicators = within(screen.getByRole('group', { name: 'Choose a slide' }));
  expect(indicators.getByRole('button', { name: 'Slide 1: Capacity' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(current()).toHaveAccessibleName('1 of 3: Capacity');
});

test('turned only by the visitor, its buttons come before the slides and a hidden slide takes no room; a riding one keeps its buttons under slides of one height', () => {
  preferReducedMotion(false);
  const stageOf = (slide: HTMLElement) => slide.parentElement!;
  const buttonsBeforeSlides = () =>
    Boolean(
      screen.getByRole('button', { name: 'Previous slide' }).compareDocumentPosition(stageOf(current()!)) &
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  // The rule that hides a slide out of the layout, on this stage's class (on screen with scripting: without
  // it, and on paper, all show).
  const hidesOutOfLayout = () =>
    [...stageOf(current()!).classList].some((name) =>
      pageStyles().includes(
        `@media screen and (scripting:enabled){.${name} >[data-active='false']{display:none;}}`,
      ),
    );

  const turned = render(<Carousel label="Resources" slides={slides} />);
  expect(buttonsBeforeSlides()).toBe(true);
  expect(hidesOutOfLayout()).toBe(true);
  turned.unmount();

  render(<Carousel label="Highlights" slides={slides} autoplayMs={5000} />);
  expect(buttonsBeforeSlides()).toBe(false);
  expect(hidesOutOfLayout()).toBe(false);
});
