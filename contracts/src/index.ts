// The contracts between the site's parts, as types only (nothing here runs): the shell, the areas'
// builds, the site server, the scripts and the browser tests import them instead of re-typing them.
export type {
  AreaEntry,
  CanaryEntry,
  FooterEntry,
  MenuEntry,
  MenuGroupId,
  PublishedRoute,
  PublishedView,
  ReleaseHistory,
  ReleaseRecord,
  SearchEntry,
  SignalsSettings,
  SiteManifest,
} from './siteManifest';
export type { EmbeddingArea, ExposedModule, ExposedModules } from './exposed';
export type {
  AreaServerBuild,
  PageAddress,
  RenderRequest,
  RenderResult,
  RenderedContent,
  ServerContentFetch,
  ShellServerBuild,
} from './render';
export type { SearchAnswer, SearchHit, SearchKind, SnippetPiece } from './search';
