// The render settings: their defaults and their environment variables.
import { limitSetting } from '@gpa/content-catalog/client-limit';
import type { ServerContentFetch } from '@gpa/contracts';
import type { Request } from 'express';
import { numberSetting } from '../process/settings';

export const RENDER_DEFAULTS = {
  budgetMs: 1500,
  pageCacheMs: 5000,
  staleMs: 3_600_000,
  maxRenders: 4,
  // No render starts while the event loop was busier than this share of the last 100 ms: the requests
  // waiting for it (a visitor's cached page among them) would wait behind the render.
  maxLoad: 0.8,
  // ... but at least this many renders a second start in each worker however busy it is (renderFloor.ts).
  minRendersPerSecond: 50,
  rendersPerMinute: 120,
  // Pages (a kept one too) a client gets at once in each worker, as nginx's read limit: 20 a second, 100
  // more at once; past that each of its pages comes after the pause below, so that one client's flood of
  // cached pages cannot take every worker's time from the other visitors.
  pagesPerMinute: 1200,
  pageBurst: 100,
  // A client over its render limit gets the client-rendered page after about this pause (0.5 to 1.5 times),
  // as the content surface does with its 429s.
  limitedPauseMs: 1000,
  maxPaused: 1000,
};

export type RenderSettings = { [Name in keyof typeof RENDER_DEFAULTS]?: number } & {
  /**
   * The public origin for canonical URLs, Open Graph and the sitemap; never the request's Host, which any
   * client (or a shared cache's poisoner) chooses.
   */
  siteUrl?: string;
  /** The client of the per-client render limit (default req.ip: X-Forwarded-For when TRUST_PROXY is set). */
  clientOf?: (req: Request) => string;
  log?: (message: string) => void;
};

/** Previews of drafts (preview.ts): the secret that signs their links, the draft reads, who may frame them. */
export interface PreviewSettings {
  secret: string;
  readDrafts: ServerContentFetch;
  adminOrigins: string[];
}

/** The render settings from environment variables (unset ones keep RENDER_DEFAULTS). */
export function renderSettings(env: NodeJS.ProcessEnv = process.env): RenderSettings & { enabled: boolean } {
  return {
    enabled: env.SERVER_RENDERING !== 'off',
    budgetMs: numberSetting(env.RENDER_BUDGET_MS),
    pageCacheMs: numberSetting(env.RENDER_CACHE_MS),
    staleMs: numberSetting(env.RENDER_STALE_MS),
    maxRenders: numberSetting(env.RENDER_MAX_CONCURRENT),
    maxLoad: numberSetting(env.RENDER_MAX_LOAD),
    minRendersPerSecond: numberSetting(env.RENDER_MIN_PER_SECOND),
    rendersPerMinute: limitSetting(env.RENDER_LIMIT_PER_MINUTE, undefined),
    pagesPerMinute: limitSetting(env.PAGE_LIMIT_PER_MINUTE, undefined),
    // The public origin: configured, never taken from a request.
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 8080}`,
  };
}
