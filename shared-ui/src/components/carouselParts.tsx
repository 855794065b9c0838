// The carousel's parts (Carousel.tsx): its region, the stage its slides share, and its buttons.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import type { SiteTheme } from '../theme/theme';
import { riddenByCss, type Ride } from './carouselRide';

export const Region = styled('section', { shouldForwardProp: (prop) => prop !== 'ride' })<{ ride?: Ride }>`
  margin: ${({ theme }) => theme.space(2)} 0;
  ${({ ride, theme }) => (ride ? riddenByCss(ride, theme) : null)}
`;

// Every slide sits in the same grid cell: the carousel is as tall as its tallest slide and never jumps while it
// rides. Turned only by the visitor (`fitsShown`), the hidden slides take no room: a last page of one card at
// 375 px left the height of three cards blank under it.
export const Stage = styled('div', { shouldForwardProp: (prop) => prop !== 'fitsShown' })<{
  fitsShown: boolean;
}>`
  display: grid;
  > * {
    grid-area: 1 / 1;
    transition:
      opacity 0.6s ease,
      visibility 0.6s;
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
  ${({ fitsShown }) =>
    fitsShown
      ? css`
          @media screen and (scripting: enabled) {
            > [data-active='false'] {
              display: none;
            }
          }
        `
      : null}
  /* Without scripting, or on paper, no button can turn a slide: every slide is shown, one under the other (over
     the ride's and the script's hiding of all but the first). */
  @media (scripting: none), print {
    gap: ${({ theme }) => theme.space(2)};
    > * {
      grid-area: auto;
      opacity: 1 !important;
      visibility: visible !important;
    }
  }
`;

// The carousel's buttons do nothing without scripting, or on paper: not shown then.
const hiddenWhereButtonsCannotWork = css`
  @media (scripting: none), print {
    display: none;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(1)};
  ${hiddenWhereButtonsCannotWork}
`;

// Previous, the nine indicators and next stay on one row on a 375 px phone: narrower indicators there. Under
// the slides of a riding carousel, above those of one the visitor turns.
export const Controls = styled('div', { shouldForwardProp: (prop) => prop !== 'above' })<{ above: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: ${({ above, theme }) => (above ? `0 0 ${theme.space(1.5)}` : `${theme.space(1.5)} 0 0`)};
  ${hiddenWhereButtonsCannotWork}
`;

const controlButton = ({ theme }: { theme: SiteTheme }) => css`
  font: inherit;
  cursor: pointer;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: 0 ${theme.space(1)};
  border: 2px solid ${theme.colors.brand};
  border-radius: 4px;
  background: ${theme.colors.surface};
  color: ${theme.colors.brand};
  font-weight: 700;
  &[aria-current='true'] {
    background: ${theme.colors.brand};
    color: #fff;
  }
`;

// The carousel's buttons say nothing of the page: `data-nosnippet` keeps them out of the site search's text.
const StyledControlButton = styled.button(controlButton);
export const ControlButton = (props: ComponentProps<typeof StyledControlButton>) => (
  <StyledControlButton type="button" data-nosnippet="" {...props} />
);

export const Indicators = styled.div`
  display: flex;
  gap: 3px;
  button {
    ${controlButton}
    min-width: 1.5rem;
    padding: 0;
  }
  @media (min-width: 600px) {
    gap: ${({ theme }) => theme.space(0.5)};
    button {
      min-width: 2.75rem;
    }
  }
`;
