// An accessible carousel of slides. One that rides by itself keeps its height as slides change; one only the
// visitor turns (pages of items) fits the slide shown, its buttons above the slides so they stay under the finger.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ControlButton, Controls, Indicators, Region, Stage, Toolbar } from './carouselParts';
import { riddenMoment, type Ride } from './carouselRide';

export interface CarouselSlide {
  id: string;
  /** Names the slide for its indicator button and for screen readers. */
  label: string;
  content: ReactNode;
}

/** Items grouped per slide (the educational resources show 4 per slide). */
export function chunk<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** How many slides `count` items fill at `perSlide` per slide. */
export const pageCount = (count: number, perSlide: number): number => Math.ceil(count / perSlide);

interface CarouselProps {
  label: string;
  slides: CarouselSlide[];
  /** Rides by itself every this many ms (not when the visitor prefers reduced motion, or has paused it). */
  autoplayMs?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor prefers reduced motion now (false in the server's HTML and while it hydrates). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * Until the carousel's script takes over, a riding carousel is ridden by CSS (the server's HTML and the first
 * render, alike): `ride` is set then. Once mounted, the script reads the slide the ride shows and goes on
 * from it, before the browser paints (no jump) and before a click kept until hydration is done again; that
 * slide's turn ends when the ride's would have (`turnLeftMs`).
 */
function useRideHandOff(autoplayMs: number | undefined, count: number) {
  const region = useRef<HTMLElement>(null);
  const [byCss, setByCss] = useState(Boolean(autoplayMs) && count > 1);
  const ride: Ride | undefined = byCss && autoplayMs ? { count, slideMs: autoplayMs } : undefined;
  const [current, setCurrent] = useState(0);
  const turnLeftMs = useRef<number | undefined>(undefined);
  // Hovering or focusing the carousel holds it still (WCAG 2.2.2), as the pointer or focus may already do.
  const [held, setHeld] = useState(false);
  useLayoutEffect(() => {
    if (!ride || !region.current) return;
    const moment = riddenMoment(region.current, ride);
    setCurrent(moment.slide);
    turnLeftMs.current = moment.leftMs;
    setHeld(region.current.matches(':hover, :focus-within'));
    setByCss(false);
    // Once, when mounted: the script owns the carousel from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { region, ride, current, setCurrent, turnLeftMs, held, setHeld };
}

/** Slides with indicator buttons, previous/next, a fading transition and an optional pausable autoplay. */
export function Carousel({ label, slides, autoplayMs }: CarouselProps) {
  const baseId = useId();
  const count = slides.length;
  const { region, ride, current, setCurrent, turnLeftMs, held, setHeld } = useRideHandOff(autoplayMs, count);
  // The visitor's Play or Pause; until they choose, it rides unless they prefer reduced motion (followed
  // as it changes, not only when the page opens).
  const [choice, setChoice] = useState<'play' | 'pause' | undefined>();
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice ? choice === 'play' : Boolean(autoplayMs) && !reducedMotion;

  useEffect(() => {
    if (ride || !playing || held || !autoplayMs || count < 2) return;
    // The first turn is what is left of the one the CSS ride began; every later turn is whole.
    let timer = setTimeout(function nextTurn() {
      setCurrent((index) => (index + 1) % count);
      timer = setTimeout(nextTurn, autoplayMs);
    }, turnLeftMs.current ?? autoplayMs);
    turnLeftMs.current = undefined;
    return () => clearTimeout(timer);
  }, [ride, playing, held, autoplayMs, count, setCurrent, turnLeftMs]);

  if (count === 0) return null;
  const shown = Math.min(current, count - 1);
  // From the state as it is when the click is handled (a click kept until hydration acts on the ride's slide).
  const go = (step: (index: number) => number) => setCurrent((index) => (step(index) + count) % count);
  // Ridden by CSS, the ride shows and hides the slides: they carry no state that could contradict what is
  // seen. A hidden slide is `visibility: hidden`, out of the accessibility tree and the tab order anyway,
  // and no indicator claims to be current (which one is changes with the ride, unseen by screen readers).
  const slideState = (index: number) =>
    ride
      ? { 'data-ride': 'slide' }
      : // Out of the tab order at once (inert), not only when its fade-out ends.
        { 'data-active': index === shown, 'aria-hidden': index !== shown, inert: index !== shown };

  // Turned only by the visitor: the slide shown sets the height, and the buttons sit above it.
  const turnedByVisitor = !autoplayMs;
  const controls =
    count > 1 ? (
      <Controls above={turnedByVisitor}>
        <ControlButton onClick={() => go((index) => index - 1)} aria-label="Previous slide">
          ‹
        </ControlButton>
        <Indicators role="group" aria-label="Choose a slide">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-controls={`${baseId}-${index}`}
              aria-current={ride ? undefined : index === shown}
              data-ride={ride ? 'indicator' : undefined}
              aria-label={`Slide ${index + 1}: ${slide.label}`}
              onClick={() => go(() => index)}
              data-nosnippet=""
            >
              {index + 1}
            </button>
          ))}
        </Indicators>
        <ControlButton onClick={() => go((index) => index + 1)} aria-label="Next slide">
          ›
        </ControlButton>
      </Controls>
    ) : null;

  return (
    <Region
      ref={region}
      ride={ride}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {count > 1 && autoplayMs ? (
        <Toolbar>
          <ControlButton onClick={() => setChoice(playing ? 'pause' : 'play')}>
            {ride ? (
              // Ridden by CSS, the button says what the ride does, which the visitor's settings decide.
              <>
                <span data-ride-label="riding">Pause slideshow</span>
                <span data-ride-label="still">Play slideshow</span>
              </>
            ) : playing ? (
              'Pause slideshow'
            ) : (
              'Play slideshow'
            )}
          </ControlButton>
        </Toolbar>
      ) : null}
      {turnedByVisitor ? controls : null}
      <Stage fitsShown={turnedByVisitor} aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            id={`${baseId}-${index}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}: ${slide.label}`}
            {...slideState(index)}
          >
            {slide.content}
          </div>
        ))}
      </Stage>
      {turnedByVisitor ? null : controls}
    </Region>
  );
}
