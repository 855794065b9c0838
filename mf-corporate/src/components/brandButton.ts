// A link shown as the brand's button (white on the brand colour, darker on hover), on the news and the HR pages.
import type { Theme } from '@emotion/react';

export const brandButton = ({ theme }: { theme: Theme }) => `
  display: inline-block;
  font-weight: 700;
  color: #fff;
  --heading-color: currentColor;
  background: ${theme.colors.brand};
  border-radius: 4px;
  padding: ${theme.space(1)} ${theme.space(2.5)};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.brandDark};
  }
`;
