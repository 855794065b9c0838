// The monolith's server build (deploy/monolith/server/shell.js): the same render as the federated shell's,
// with the areas' route modules bundled in instead of the server builds the site server would load.
import {
  renderPage as renderSitePage,
  sharedModules,
  type RenderRequest,
  type RenderResult,
} from '@gpa/shell/server';
import { loadAreaRoutes } from './areaModules';

export { sharedModules };

export const renderPage = (request: RenderRequest): Promise<RenderResult> =>
  renderSitePage({ ...request, loadArea: loadAreaRoutes });
