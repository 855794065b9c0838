import '@emotion/react';
import type { SiteTheme } from './theme';

declare module '@emotion/react' {
  // Declaration merging: emotion's Theme becomes the site's theme (an interface, so it must extend).
  export interface Theme extends SiteTheme {}
}
