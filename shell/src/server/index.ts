// The shell's server build (dist/server/shell.js): what the site server calls to render a page.
export { renderPage, type RenderRequest, type RenderResult } from './renderPage';
export { sharedModules } from './sharedModules';
export { pageAddress } from './pageAddress';
