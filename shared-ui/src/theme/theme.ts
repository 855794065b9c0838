/** The one emotion theme of the site (shared as a singleton through @emotion/react). */
export const theme = {
  colors: {
    brand: '#003b6f',
    brandDark: '#00284d',
    link: '#0b5cad',
    accent: '#ffc425',
    text: '#1d2733',
    muted: '#4a5867',
    surface: '#ffffff',
    surfaceAlt: '#f2f5f9',
    border: '#c9d3de',
    danger: '#b00020',
    focus: '#ff9f1c',
  },
  font: {
    body: "'Liberation Sans', Arial, Helvetica, sans-serif",
  },
  /** The one type scale of every area: a page's title (h1), its sections (h2), their parts (h3, h4). */
  type: {
    h1: 'clamp(1.6rem, 4vw, 2.4rem)',
    h2: '1.4rem',
    h3: '1.15rem',
    h4: '1rem',
    lineHeight: 1.25,
  },
  /** Layout thresholds: mobile layout at 1000 px or less, inline search from 800 px. */
  breakpoints: {
    mobileMax: 1000,
    inlineSearchMin: 800,
  },
  space: (n: number) => `${n * 0.5}rem`,
  maxWidth: '72rem',
} as const;

export type SiteTheme = typeof theme;

export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.mobileMax}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.mobileMax + 1}px)`,
  inlineSearch: `@media (min-width: ${theme.breakpoints.inlineSearchMin}px)`,
  narrow: `@media (max-width: ${theme.breakpoints.inlineSearchMin - 1}px)`,
  /** On paper: the page's content, without the controls and navigation a printout cannot use. */
  print: '@media print',
};
