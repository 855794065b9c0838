// The frame of one carousel slide on the customer pages.
import styled from '@emotion/styled';

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
