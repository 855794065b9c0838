// GET /site-manifest.json: the manifest this visitor gets (their versions of any canary, where and how often
// to report), revalidated by the page and the service worker, kept at an edge under the manifest's keys.
import type { SiteManifest } from '@gpa/contracts';
import type { RequestHandler } from 'express';
import { MANIFEST_KEY, manifestKeys, shareAtEdge } from '../edge/surrogateKeys';

export function manifestAnswer(visitorManifest: () => SiteManifest | null): RequestHandler {
  return (_req, res, next) => {
    const manifest = visitorManifest();
    if (!manifest) return next();
    res.set('Access-Control-Allow-Origin', '*');
    shareAtEdge(res, [MANIFEST_KEY, ...manifestKeys(manifest)]);
    res.json(manifest);
  };
}
