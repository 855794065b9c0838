// A carousel as the browser shows it: which slides are visible, and its ride by CSS before its script.
import type { Locator } from '@playwright/test';

/** The names of the slides the visitor can see now (not `visibility: hidden`). */
export const shownSlides = (carousel: Locator): Promise<string[]> =>
  carousel
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides
        .filter((slide) => getComputedStyle(slide).visibility === 'visible')
        .map((slide) => slide.getAttribute('aria-label') ?? ''),
    );

/**
 * The states of the carousel's CSS ride (its slides' and indicators' animations; 'running' or 'paused',
 * once each), after moving it to `ms` into its cycle when given (what the visitor sees that long after the
 * page opened: the browser's clock, not the page's, drives CSS animations).
 */
export const rideAt = (carousel: Locator, ms?: number): Promise<string[]> =>
  carousel.evaluate((region, at) => {
    const animations = [...region.querySelectorAll('[data-ride]')].flatMap((part) => part.getAnimations());
    if (at !== undefined) for (const animation of animations) animation.currentTime = at;
    return [...new Set(animations.map((animation) => animation.playState))];
  }, ms);
