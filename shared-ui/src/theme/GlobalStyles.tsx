// The site's global CSS: box sizing, fonts, links, focus outlines, page breaks on paper.
import { Global, css, useTheme } from '@emotion/react';
import { LOADING_AREA_PART } from '../federation/areaPart';
import { media } from './theme';

// On paper: the colours of the screen (white text keeps the dark box it is written on), a heading with what
// follows it, a picture on one page, and a closed panel's content (paper cannot open it).
const onPaper = css`
  ${media.print} {
    html {
      print-color-adjust: exact;
    }
    h1,
    h2,
    h3,
    h4 {
      break-after: avoid;
    }
    img,
    figure {
      break-inside: avoid;
    }
    details::details-content {
      content-visibility: visible;
    }
  }
`;

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: ${theme.font.body};
          font-size: 1rem;
          line-height: 1.5;
          color: ${theme.colors.text};
          background: ${theme.colors.surface};
        }
        a {
          color: ${theme.colors.link};
        }
        /* One heading scale and spacing for every area; a component changes a heading's margins only. A dark
           surface sets --heading-color: currentColor so its headings take its text colour. */
        h1,
        h2,
        h3,
        h4 {
          color: var(--heading-color, ${theme.colors.brand});
          font-weight: 700;
          line-height: ${theme.type.lineHeight};
          overflow-wrap: break-word;
        }
        h1 {
          font-size: ${theme.type.h1};
        }
        h2 {
          font-size: ${theme.type.h2};
          margin: ${theme.space(4)} 0 ${theme.space(1.5)};
        }
        h3 {
          font-size: ${theme.type.h3};
          margin: ${theme.space(3)} 0 ${theme.space(1)};
        }
        h4 {
          font-size: ${theme.type.h4};
          margin: ${theme.space(2)} 0 ${theme.space(1)};
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        /* Without JavaScript an embedded area component never loads: its loading notice gives way to the note
           in its <noscript>, and the room kept for the part (its inline min-height) to the note's own. */
        @media (scripting: none) {
          [${LOADING_AREA_PART}] {
            min-height: 0 !important;
          }
          [${LOADING_AREA_PART}] > [role='status'] {
            display: none;
          }
        }
        /* A styled display rule must never reveal a panel the hidden attribute closes. */
        [hidden] {
          display: none !important;
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
        img {
          max-width: 100%;
          height: auto;
        }
        ${onPaper}
      `}
    />
  );
}
