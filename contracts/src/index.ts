// The contracts between the site's parts: the shell, the areas' builds, the site server, the scripts and the
// browser tests import them instead of re-typing them. The JSON ones (the site manifest, routes.json, the
// release history, the search answer) are zod schemas with their types inferred; the rest are types only.
export {
  areaEntrySchema,
  canaryEntrySchema,
  footerEntrySchema,
  menuEntrySchema,
  menuGroupIdSchema,
  publishedRouteSchema,
  publishedViewSchema,
  releaseHistorySchema,
  releaseRecordSchema,
  routesFileSchema,
  searchEntrySchema,
  signalsSettingsSchema,
  siteManifestSchema,
} from './siteManifest';
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
export { parseValue } from './parseValue';
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
export { searchAnswerSchema, searchHitSchema, searchKindSchema, snippetPieceSchema } from './search';
export type { SearchAnswer, SearchHit, SearchKind, SnippetPiece } from './search';
