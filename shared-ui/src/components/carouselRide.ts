// A riding carousel before its script: one CSS animation shows its slides in turn, so the server's HTML rides
// by itself (a page whose code waits until it is used), until the carousel's script takes over where it is.
import { css, keyframes } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

/** How a carousel rides: its number of slides and how long each shows. */
export interface Ride {
  count: number;
  slideMs: number;
}

/** The slides' cross-fade, as the script's transition does it. */
export const FADE_MS = 600;

/** Marks the slides and indicator buttons the ride animates (`data-ride`). */
export type RidePart = 'slide' | 'indicator';

const at = (ms: number, { count, slideMs }: Ride) => `${((100 * ms) / (count * slideMs)).toFixed(4)}%`;

// One element's cycle, its time 0 being the moment its slide is fully shown: shown for its slot, faded out at
// the slot's end while the next fades in, hidden (out of reach of the pointer, the keyboard and screen readers)
// until it fades in again at the cycle's end. `shown` and `hidden` are the element's looks then.
function cycle(ride: Ride, shown: string, hidden: string) {
  return keyframes`
    0%, ${at(ride.slideMs - FADE_MS, ride)} { ${shown} }
    ${at(ride.slideMs, ride)}, ${at(ride.count * ride.slideMs - FADE_MS, ride)} { ${hidden} }
    100% { ${shown} }
  `;
}

/** The delay that makes element `index`'s cycle start when its slide's turn comes (slide 0 first). */
export const rideDelayMs = (index: number, { count, slideMs }: Ride): number =>
  -((count - index) % count) * slideMs;

/**
 * The ride's styles for the carousel's region: slides and indicators animate together, held still while the
 * pointer or focus is inside (WCAG 2.2.2). Only with scripting on (without it the Pause button cannot work)
 * and motion welcome; otherwise slide 0 is shown, as the script would.
 */
export function riddenByCss(ride: Ride, theme: SiteTheme) {
  const current = `background: ${theme.colors.brand}; color: #fff;`;
  const slides = cycle(ride, 'opacity: 1; visibility: visible;', 'opacity: 0; visibility: hidden;');
  const indicators = cycle(
    ride,
    current,
    `background: ${theme.colors.surface}; color: ${theme.colors.brand};`,
  );
  const delays = Array.from(
    { length: ride.count },
    (_, index) => `[data-ride]:nth-child(${index + 1}) { animation-delay: ${rideDelayMs(index, ride)}ms; }`,
  ).join('\n');
  return css`
    [data-ride='slide']:not(:first-child) {
      opacity: 0;
      visibility: hidden;
    }
    [data-ride='indicator']:first-child {
      ${current}
    }
    /* Its Play/Pause names what the ride does: Play when it stands still for reduced motion (without
       scripting the carousel shows no buttons: Carousel.tsx). */
    [data-ride-label='still'] {
      display: none;
    }
    @media (prefers-reduced-motion: reduce) {
      [data-ride-label='riding'] {
        display: none;
      }
      [data-ride-label='still'] {
        display: inline;
      }
    }
    @media (scripting: enabled) and (prefers-reduced-motion: no-preference) {
      [data-ride] {
        animation: ${slides} ${ride.count * ride.slideMs}ms ease infinite;
      }
      [data-ride='indicator'] {
        animation-name: ${indicators};
      }
      ${delays}
      &:hover [data-ride],
      &:focus-within [data-ride] {
        animation-play-state: paused;
      }
    }
  `;
}

/** Where a ride is: the slide it shows, and how long until the next one starts to fade in. */
export interface RideMoment {
  slide: number;
  leftMs: number;
}

/** Where the ride is at `progress` (0 to 1) of slide 0's cycle: while two cross-fade, on the coming one. */
export function rideMoment(progress: number, { count, slideMs }: Ride): RideMoment {
  const cycleMs = count * slideMs;
  const position = (progress * cycleMs + FADE_MS) % cycleMs;
  const slide = Math.floor(position / slideMs);
  return { slide, leftMs: (slide + 1) * slideMs - position };
}

/** Where the ride is in `region` now (on slide 0 for a whole turn when it does not ride: reduced motion). */
export function riddenMoment(region: Element, ride: Ride): RideMoment {
  const first = region.querySelector("[data-ride='slide']");
  const animation = first?.getAnimations?.().find((candidate) => 'animationName' in candidate);
  const progress = animation?.effect?.getComputedTiming().progress;
  return progress == null ? { slide: 0, leftMs: ride.slideMs } : rideMoment(progress, ride);
}
