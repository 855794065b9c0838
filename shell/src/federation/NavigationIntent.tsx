// Prefetches a linked page's code and content when the visitor points at, focuses or touches the link.
import {
  anyRead,
  contentQuery,
  matchRoutes,
  useContentConfig,
  type AnyContentRead,
  type RouteObject,
} from '@gpa/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import type { RouteHandle } from '../routeHandle';
import { siteReadQuery } from '../search/searchRead';
import { AreaCodeContext } from './areaCode';

/**
 * The events that announce a click: a pointer moving over a link, keyboard focus on it, a finger on it. A
 * moving pointer, not pointerover: the browser also sends pointerover when a page appears under a pointer
 * that has not moved, which says nothing about the visitor.
 */
const INTENT_EVENTS = ['pointermove', 'focusin', 'touchstart'] as const;

/**
 * Prefetches a page's code and content as soon as the visitor shows the intent to follow a link to it, from
 * the same declarations the server renders with (the route's content reads), so that the click finds
 * everything loaded. Failures are left to the page itself (its Retry) when it is opened.
 */
export function NavigationIntent({ routes }: { routes: RouteObject[] }) {
  const areaCode = useContext(AreaCodeContext);
  const queryClient = useQueryClient();
  const { apiUrl } = useContentConfig();

  useEffect(() => {
    let last = '';
    const prefetchContent = (reads: AnyContentRead[]) => {
      for (const read of reads) void queryClient.prefetchQuery(contentQuery(apiUrl, anyRead(read)));
    };
    async function prefetch(url: URL) {
      const handle = matchRoutes(routes, url.pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
      if (!handle || handle.redirectTo) return;
      const siteRead = handle.siteRead?.(url.searchParams);
      if (siteRead) void queryClient.prefetchQuery(siteReadQuery(siteRead));
      if (handle.content) return prefetchContent(handle.content(url.searchParams));
      if (!handle.area) return;
      const route = (await areaCode.load(handle.area)).routes.find(
        (candidate) => candidate.path === handle.path,
      );
      if (!route) return;
      prefetchContent(route.content?.(url.searchParams) ?? []);
      await route.page();
    }
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      const page = url.pathname + url.search;
      if (url.origin !== window.location.origin || page === last) return;
      last = page;
      prefetch(url).catch(() => undefined);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [routes, areaCode, queryClient, apiUrl]);
  return null;
}
