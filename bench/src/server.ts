// The monolith's server build (deploy/monolith/server/shell.js): the same render as the federated shell's,
// with the areas' route modules bundled in instead of the server builds the site server would load.
import type { ShellServerBuild } from '@gpa/contracts';
import {
  pageAddress,
  renderPage as renderSitePage,
  sharedModules,
  type RenderRequest,
  type RenderResult,
} from '@gpa/shell/server';
import { loadAreaRoutes } from './areaModules';

export { pageAddress, sharedModules };

export const renderPage = (request: RenderRequest): Promise<RenderResult> =>
  renderSitePage({ ...request, loadArea: loadAreaRoutes });

// Compile-time check only: the site server loads this build by the same contract as the shell's.
({ renderPage, pageAddress, sharedModules }) satisfies ShellServerBuild;
