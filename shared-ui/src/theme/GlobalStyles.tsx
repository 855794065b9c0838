import { Global, css, useTheme } from '@emotion/react';

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
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
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
      `}
    />
  );
}
