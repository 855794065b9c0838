import type { AxeException } from './fixtures';

/**
 * What axe finds in Strapi 5.54's own admin UI, which the site does not own and cannot change: each rule only
 * on the elements named, and what Strapi does there. Our parts of the admin (the "Appears on" descriptions,
 * the ChST date and time input) are checked without exceptions. Listed in docs/editors.md.
 */
export const STRAPI_AXE_EXCEPTIONS: AxeException[] = [
  {
    rule: 'region',
    // The banner's outermost box (it links to Strapi's blog); never the layout around the admin's landmarks.
    selector: 'div:not(:has(main, nav)):has(a[href^="https://strapi.io/blog/"])',
    why: 'Strapi\'s dismissible announcement banner above the admin\'s layout ("Introducing the new Media Library") is outside every landmark',
  },
  {
    rule: 'scrollable-region-focusable',
    selector: 'div:has(> table[role="grid"])',
    why: "the list of entries is a grid whose cells and controls all have tabindex -1 until the grid is entered (the design system's roving focus), so its scroll box (a wide list scrolls sideways) has nothing axe counts as focusable",
  },
  {
    rule: 'landmark-unique',
    selector: 'aside[aria-labelledby="additional-information"]',
    why: "the edit view's side panel (Entry) is a complementary landmark with the same role and name as another of the page's",
  },
  {
    rule: 'aria-allowed-attr',
    selector: '[role="group"][aria-roledescription="slide"][aria-selected]',
    why: "a media field's preview carousel (the design system's CarouselInput) marks its slide, a group, aria-selected",
  },
];
