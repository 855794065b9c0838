import type { Browser, Page } from '@playwright/test';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { test } from './fixtures';

/**
 * A site server in the test process over the built site, with server rendering on (the suite's own site
 * server sends client-rendered pages): what a visitor without JavaScript gets. Its render budget is
 * generous, for a shared, busy machine. Call in a file or describe block; `siteUrl()` is its address. With
 * `searchIndexAtStart` (a file that searches it) it builds its search index at its start, as production does.
 */
export function useRenderedSite({ searchIndexAtStart = false } = {}): () => string {
  let server: Server | undefined;
  let url = '';
  test.beforeAll(async () => {
    server = createSiteApp({
      siteDir: path.join(__dirname, '..', 'deploy', 'site'),
      contentUrl: `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`,
      contentCacheMs: 0,
      // One client asks for every page, on a busy machine: no per-client render limit, no shedding under load.
      render: {
        budgetMs: 15_000,
        pageCacheMs: 0,
        rendersPerMinute: Infinity,
        maxLoad: 1,
        log: () => undefined,
      },
      searchIndexAtStart,
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(
    async () =>
      new Promise((done) => (server ? (server.closeAllConnections(), server.close(done)) : done(undefined))),
  );
  return () => url;
}

/**
 * A page of its own with JavaScript off (axe needs script in the page, so the fixture's axe check cannot run
 * here: the same pages pass it with JavaScript on in the other tests). The caller closes it.
 */
export async function pageWithoutScript(browser: Browser, width: number): Promise<Page> {
  return browser.newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
}
