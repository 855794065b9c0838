// The site's files as the static server sends them: hashed chunks kept for a year, the rest revalidated; the
// Brotli or gzip variant the build wrote when the request accepts it; private files (server builds, source
// maps, dot files) never sent, however their path is spelled.
import fs from 'node:fs';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import { createStaticFiles } from './staticFiles';

// Files without a content hash in their name must be revalidated; hashed chunks never change.
const HASHED = /\.[0-9a-f]{8}\.js$/;

/**
 * The file a URL path names inside the site folder, relative to it, as the static server resolves it:
 * percent-decoded, slashes merged, "." and ".." resolved. The path must decode (security/surface.ts refuses it first).
 */
function siteFileOf(urlPath: string): string {
  return path.posix.normalize(decodeURIComponent(urlPath).replace(/\\/g, '/')).replace(/^\/+/, '');
}

/** The query of a request target (`?a=1`, or '' without one), whatever form the target has. */
function queryOf(target: string): string {
  const start = target.indexOf('?');
  return start === -1 ? '' : target.slice(start);
}

/**
 * Server builds (the shell's server/, each area version's server/) are for this server, source maps for
 * operators decoding errors, and dot files and folders are nobody's: none is sent to anyone, however its
 * path is spelled.
 */
function isPrivateFile(file: string): boolean {
  const segments = file.toLowerCase().split('/');
  return (
    segments[0] === 'server' ||
    (segments[0] === 'areas' && segments[3] === 'server') ||
    (segments.at(-1) ?? '').endsWith('.map') ||
    segments.some((segment) => segment.startsWith('.'))
  );
}

/** Server builds and other private files are not found; the shell's page is only ever sent as a page. */
export const refusePrivateFiles: RequestHandler = (req, res, next) => {
  const file = siteFileOf(req.path);
  if (isPrivateFile(file)) return res.status(404).type('text').send('Not found');
  // The shell's page is sent with the page policy: its file name leads home. Only the query is kept: the
  // request line may be in absolute form (`http://host/index.html//evil.com/..`).
  if (file === 'index.html') return res.redirect(301, `/${queryOf(req.originalUrl)}`);
  next();
};

/** Server rendering off: every page is the shell's index.html, which routes it in the browser. */
export function shellPageAsIs(siteDir: string): RequestHandler {
  const shellPage = path.join(siteDir, 'index.html');
  return (_req, res) => {
    if (!fs.existsSync(shellPage))
      return void res.status(503).type('text').send('The site is not built yet: run npm run build');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellPage);
  };
}

/** The site's files, as the Brotli or gzip variant the build wrote when the request accepts it; no area page fallback. */
export function mountSiteFiles(app: Express, siteDir: string): void {
  app.use(
    createStaticFiles(siteDir, {
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (file.endsWith('.json')) res.setHeader('Access-Control-Allow-Origin', '*');
      },
    }),
  );
  // Area folders never fall back to the shell: a missing area file is a plain 404.
  app.use('/areas', (_req, res) => res.status(404).type('text').send('Not found'));
}
