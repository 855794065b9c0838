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
];
