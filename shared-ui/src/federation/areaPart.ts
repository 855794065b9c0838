/**
 * The attribute an embedded part of another area (AreaComponent) carries while it loads: the site's styles
 * swap its loading notice for its no-script note, and the shell's held page knows the page shows one.
 */
export const LOADING_AREA_PART = 'data-remote-component';
