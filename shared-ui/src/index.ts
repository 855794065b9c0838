// The public API of shared-ui. This entry is one federation singleton, so every area gets the same
// stores, theme and content client as the shell.
export { theme, media, type SiteTheme } from './theme/theme';
export { GlobalStyles } from './theme/GlobalStyles';

export { Page } from './components/Page';
export { Button, EmptyState, Loading, Problem } from './components/Status';
export { QueryState } from './components/QueryState';
export { RetryBoundary } from './components/RetryBoundary';
export { ExternalLink } from './components/ExternalLink';
export { FileLinkList, documentHref, documentLabel, type DocumentLike } from './components/FileLinkList';
export { tabInQuery, tabQuery, Tabs, type TabItem } from './components/Tabs';
export { Dialog } from './components/Dialog';
export { useModalDialog } from './components/useModalDialog';
export { Carousel, chunk, pageCount, type CarouselSlide } from './components/Carousel';
export { LinkCards, type LinkCard } from './components/LinkCards';
export { Pagination, pageNumbers } from './components/Pagination';
export { Table, TableScroller } from './components/Table';
export { ListAsOf } from './components/ListAsOf';
export { truncate } from './text/truncate';
export { AVAILABLE_PROCUREMENTS, PROCUREMENT_LISTS } from './links/procurementLists';
export { SHARED_EXTERNAL_LINKS } from './links/externalLinks';
export { isPlainClick } from './links/plainClick';
export { dialable, useContact, type ContactFact } from './contacts/contactRecords';
export { ContactPhone, hoursAfter } from './contacts/ContactPhone';
export {
  BASE_RATES_EFFECTIVE,
  CURRENT_LEAC,
  effectiveDateInWords,
  leacInWords,
  LEAC_EFFECTIVE_DATES,
  LEAC_RATES,
  secondaryLeac,
  type LeacEffectiveDate,
  type LeacLevel,
} from './rates/leacRates';

export {
  configureContent,
  contentConfigStore,
  useContentConfig,
  DEFAULT_CONTENT_CONFIG,
  type ContentConfig,
} from './content/contentConfig';
export {
  collectionUrl,
  createEntry,
  fetchCollection,
  fileUrl,
  ContentError,
  type CollectionQuery,
  type CreateOptions,
} from './content/client';
export {
  anyRead,
  contentQuery,
  contentRead,
  isContentQueryKey,
  useCollection,
  useContent,
  type AnyContentRead,
  type ContentFreshness,
  type ContentQueryKey,
  type ContentRead,
} from './content/useCollection';
export type {
  Media,
  MediaAttributes,
  MediaList,
  Relation,
  RelationList,
  StrapiItem,
  StrapiList,
} from './content/strapi';
export type * from './content/collections.generated';

export type { AreaRoute, AreaRoutesModule } from './federation/areaRoute';
export type { PublishedRoute } from '@gpa/contracts';
export { LazyRoutePage, PageBoundary } from './federation/LazyRoutePage';
export { useCurrentRoute } from './federation/currentRoute';
export { useHeadingFocusOnNavigation } from './federation/navigationFocus';
export { AreaComponent } from './federation/AreaComponent';
export { LOADING_AREA_PART } from './federation/areaPart';
export {
  configureFederation,
  federationStore,
  resetAreaBuild,
  isAreaLoaded,
  loadExposed,
  switchAreaBuild,
  DEFAULT_REMOTE_TIMEOUT_MS,
  type FederatedArea,
  type FederationConfig,
  type FederationRuntime,
} from './federation/areaBuilds';
export { TimeoutError, fetchJson, withTimeout } from './federation/withTimeout';
export { reachesNetwork, whenNetworkReturns } from './network/reachability';
export {
  OFFLINE_PAGE_MESSAGE,
  OPENS_WHEN_ONLINE,
  useRetryWhenReachable,
  useRunWhenReachable,
} from './network/useRetryWhenReachable';

export { AppProviders } from './app/AppProviders';
export { useRenderNow } from './app/renderClock';
export { createQueryClient } from './app/queryClient';
export { useScrollToHash } from './app/useScrollToHash';
export { STAYS_IN_PLACE, useScrollRestoration } from './app/useScrollRestoration';
export { RouteTree } from './app/RouteTree';
export { EMOTION_CACHE_KEY, createEmotionCache } from './app/emotionCache';
export {
  dehydrateContent,
  hydrateContent,
  prefetchDeclaredContent,
  prefetchedContent,
  undeclaredReads,
  type ServerContentFetch,
} from './app/serverContent';
export { renderStandaloneArea } from './app/standalone';
export { documentTitle, useDocumentTitle, SITE_NAME } from './app/useDocumentTitle';
export { Collapsible, disclosureChevron, type CollapsibleVariant } from './components/Collapsible';
export { MeetingScheduleTable } from './components/MeetingScheduleTable';
export {
  formatLongDate,
  formatMeetingDate,
  formatMeetingTime,
  latestUpdate,
  parseCalendarDate,
  TBD,
} from './text/meetingSchedule';

// React Router reaches the shell and the areas through this entry, not as a singleton of its own: a shared
// module is bundled whole (a remote may use any export), while named re-exports let the build drop what no
// page uses. The site uses its declarative mode (a history router over route objects): the data router
// (loaders, blockers, its scroll restoration) would add ~15 KB Brotli to every page. Server-only APIs
// (StaticRouter) stay out of it.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavigationType,
  Outlet,
  UNSAFE_createBrowserHistory,
  matchRoutes,
  unstable_HistoryRouter,
  useLocation,
  useNavigate,
  useSearchParams,
  type HistoryRouterProps,
  type RouteObject,
} from 'react-router';
export { useAdoptTypedValues } from './components/typedBeforeScript';
