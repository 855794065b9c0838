// A page's answer: the rendered page (kept or new) or its redirect, else the client-rendered page (the
// shell's index.html with the manifest inlined), never an error page; x-render-cache says which.
import fs from 'node:fs';
import type { PageAddress, SiteManifest } from '@gpa/contracts';
import type { RequestHandler } from 'express';
import { shareAtEdge } from '../edge/surrogateKeys';
import { sendEncoded } from '../releases/encodings';
import type { createLimitedPause } from '../security/limitedPause';
import { composePage } from './document';
import type { PageReader, RenderedPage } from './keptPages';
import { pageSecurityPolicy } from './securityPolicy';
import type { RenderOutcome } from './renderCache';

interface PageAnswerOptions {
  currentManifest: () => SiteManifest | null;
  originOf: () => string;
  renderedPage: PageReader;
  log: (message: string) => void;
  shellPage: string;
  template: () => string;
  sendAfterPause: ReturnType<typeof createLimitedPause>;
}

/** A page's answer: rendered (kept or new), a redirect, or the client-rendered page when rendering is not possible. */
export function pageAnswers({
  currentManifest,
  originOf,
  renderedPage,
  log,
  shellPage,
  template,
  sendAfterPause,
}: PageAnswerOptions): RequestHandler {
  return async (req, res) => {
    const manifest = currentManifest();
    const origin = originOf();
    // Shared at the edge only as a rendered page (below): a client-rendered fallback is not kept there.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', pageSecurityPolicy(manifest?.content));

    // Without a manifest the shell fetches it and offers a Retry: nothing to render here.
    let address: PageAddress = { path: req.path, search: '' };
    let outcome: RenderOutcome<RenderedPage> | { state: 'bypass' } = { state: 'bypass' };
    if (manifest) {
      try {
        ({ address, outcome } = await renderedPage(req, origin, manifest));
      } catch (error) {
        outcome = { state: 'failed', error };
      }
    }
    if (outcome.state === 'failed')
      log(
        `server render of ${req.originalUrl} failed, sending the client-rendered page: ${(outcome.error as Error | undefined)?.message ?? String(outcome.error)}`,
      );
    res.setHeader('x-render-cache', outcome.state);
    const canonical = `${origin}${address.path}${address.search}`;
    const { result, document, keys } = 'result' in outcome ? outcome.result : {};
    if (result?.kind === 'redirect') return res.redirect(result.status, result.location);
    if (result?.kind === 'page' && document) {
      if (keys) shareAtEdge(res, keys);
      // What the page depends on of its URL: an edge keeps a page only under this address (site.vcl).
      res.setHeader('X-Page-Address', `${address.path}${address.search}`);
      res.status(result.status).type('html');
      sendEncoded(req, res, document);
      return;
    }
    if (!fs.existsSync(shellPage)) {
      res.status(503).type('text').send('The site is not built yet: run npm run build');
      return;
    }
    // The page as before server rendering, with the manifest inlined so the shell does not fetch it.
    // An address no route has is a 404 also when the page is sent client-rendered (no soft 404s).
    const send = () =>
      void res
        .status(address.notFound ? 404 : 200)
        .type('html')
        .send(manifest ? composePage(template(), { manifest, url: canonical }) : template());
    if (outcome.state === 'limited') sendAfterPause(res, send);
    else send();
  };
}
