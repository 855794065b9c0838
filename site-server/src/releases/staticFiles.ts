// The site's own files, each sent as the smallest variant the request accepts of those the build wrote
// next to it (name.js.br, name.js.gz: scripts/build/compress-site.js), else the file itself: no byte is
// compressed per request. `send` does the rest as express.static does: Content-Length and ETag of the
// bytes sent, ranges, conditional requests, HEAD, no dotfiles, nothing outside the folder.
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import send from 'send';
import { acceptedEncodings, COMPRESSIBLE, VARIANT_SUFFIX, type Encoding } from './encodings';

export interface StaticFilesOptions {
  /** Headers for a file by its own name (not its variant's): Cache-Control and the like. */
  setHeaders: (res: Response, file: string) => void;
}

export function createStaticFiles(siteDir: string, { setHeaders }: StaticFilesOptions): RequestHandler {
  return (req, res, next) => {
    // Every file of a build has an extension; a page's address has none: no look on disk for it.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.posix.extname(req.path)) return next();
    const compressible = COMPRESSIBLE.test(req.path);

    // Each accepted variant in turn; a missing one (an older build, a file too small to gain) is skipped.
    const sendVariant = ([encoding, ...others]: Encoding[]) => {
      if (!encoding) return next();
      const stream = send(req, `${req.path}${VARIANT_SUFFIX[encoding]}`, {
        root: siteDir,
        index: false,
        cacheControl: false,
      });
      stream.on('headers', () => {
        setHeaders(res, path.join(siteDir, req.path));
        if (compressible) {
          res.vary('Accept-Encoding');
          // The type of the file itself (send would name the variant's: application/x-brotli).
          res.type(path.extname(req.path));
        }
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      });
      stream.on('directory', () => next());
      stream.on('error', (error: { status?: number }) => {
        if (error.status === 404 && others.length) return sendVariant(others);
        if ((error.status ?? 500) < 500) return next();
        next(error);
      });
      stream.pipe(res);
    };
    sendVariant(compressible ? acceptedEncodings(req.get('accept-encoding')) : ['identity']);
  };
}
