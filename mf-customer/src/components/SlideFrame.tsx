// The frame of one carousel slide on the customer pages.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/**
 * The frame of a carousel slide. Slides share one cell (the tallest sets the height); on wide screens the
 * text sits beside the slide's action or media, which keeps the carousel low.
 */
export const SlideFrame = styled.div`
  height: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  border-radius: 8px;
  h3 {
    margin-top: 0;
  }
  figure {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  @media (min-width: 800px) {
    grid-template-columns: 3fr 2fr;
  }
`;

/** A slide of a heading and a line of text, with an action beside them when it has one. */
export interface TextSlide {
  id: string;
  label: string;
  text: string;
  action?: ReactNode;
}

/** The carousel's slides for these text slides, each in the slide frame. */
export function textSlides(slides: readonly TextSlide[]) {
  return slides.map((slide) => ({
    id: slide.id,
    label: slide.label,
    content: (
      <SlideFrame>
        <div>
          <h3>{slide.label}</h3>
          <p>{slide.text}</p>
        </div>
        {slide.action ? <div>{slide.action}</div> : null}
      </SlideFrame>
    ),
  }));
}
