// The shell's server build (dist/server/shell.js): what the site server calls to render a page, checked
// against the contract the site server loads it by (@gpa/contracts' ShellServerBuild).
import type { ShellServerBuild } from '@gpa/contracts';
import { pageAddress } from './pageAddress';
import { renderPage } from './renderPage';
import { sharedModules } from './sharedModules';

export type { RenderRequest, RenderResult } from './renderPage';
export { renderPage, sharedModules, pageAddress };

// Compile-time check only: the site server calls these three by the contract's types.
({ renderPage, pageAddress, sharedModules }) satisfies ShellServerBuild;
