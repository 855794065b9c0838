import styled from '@emotion/styled';
import { useEffect, useId, useState, type ReactNode } from 'react';

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

const Region = styled.section`
  margin: ${({ theme }) => theme.space(2)} 0;
`;

// Every slide sits in the same grid cell: the carousel is as tall as its tallest slide and never jumps.
const Stage = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
    transition: opacity 0.6s ease, visibility 0.6s;
  }
  > [data-active='false'] {
    opacity: 0;
    visibility: hidden;
  }
  @media (prefers-reduced-motion: reduce) {
    > * {
      transition: none;
    }
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1.5)};
  button {
    font: inherit;
    cursor: pointer;
    min-height: 2.75rem;
    min-width: 2.75rem;
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

const Indicators = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.5)};
`;

interface CarouselProps {
  label: string;
  slides: CarouselSlide[];
  /** Rides by itself every this many ms (not when the visitor prefers reduced motion, or has paused it). */
  autoplayMs?: number;
}

/** Slides with indicator buttons, previous/next, a fading transition and an optional pausable autoplay. */
export function Carousel({ label, slides, autoplayMs }: CarouselProps) {
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(Boolean(autoplayMs));
  // Hovering or focusing the carousel holds it still (WCAG 2.2.2), without changing the visitor's choice.
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing || held || !autoplayMs || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [playing, held, autoplayMs, count]);

  if (count === 0) return null;
  const shown = Math.min(current, count - 1);
  const go = (index: number) => setCurrent((index + count) % count);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <Stage aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            id={`${baseId}-${index}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}: ${slide.label}`}
            data-active={index === shown}
            aria-hidden={index !== shown}
            // Out of the tab order at once, not only when its fade-out ends.
            inert={index !== shown}
          >
            {slide.content}
          </div>
        ))}
      </Stage>
      {count > 1 ? (
        <Controls>
          {autoplayMs ? (
            <button type="button" onClick={() => setPlaying((value) => !value)}>
              {playing ? 'Pause slideshow' : 'Play slideshow'}
            </button>
          ) : null}
          <button type="button" onClick={() => go(shown - 1)} aria-label="Previous slide">
            ‹
          </button>
          <Indicators role="group" aria-label="Choose a slide">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-controls={`${baseId}-${index}`}
                aria-current={index === shown}
                aria-label={`Slide ${index + 1}: ${slide.label}`}
                onClick={() => go(index)}
              >
                {index + 1}
              </button>
            ))}
          </Indicators>
          <button type="button" onClick={() => go(shown + 1)} aria-label="Next slide">
            ›
          </button>
        </Controls>
      ) : null}
    </Region>
  );
}
