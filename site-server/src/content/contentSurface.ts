// What the site answers under /api and /uploads: content addresses within a length, Strapi's own (admin and
// plugin) addresses with 404, and the rest through the allow-listing content proxy (contentProxy.ts), whose
// cache the server's own reads share. Mounted right after the guards (security/surface.ts).
import type { ServerContentFetch } from '@gpa/contracts';
import type { Express, RequestHandler } from 'express';
import type { SendForm } from './contentForms';
import { createContentProxy } from './contentProxy';

export const MAX_URL_LENGTH = 2048;

// Strapi's admin panel and the admin APIs of its plugins: editors use them on Strapi's own port only.
const STRAPI_ONLY_PREFIXES = [
  '/admin',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/i18n',
  '/users-permissions',
  '/email',
  '/connect',
];

const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ data: null, error: { status: 404, name: 'NotFound', message: 'Not found' } });
};

export type ContentSurfaceOptions = Parameters<typeof createContentProxy>[0];

export interface ContentReads {
  readContent: ServerContentFetch;
  readInBackground: ServerContentFetch;
  invalidateContent: (collections: string[]) => void;
}

/** The server's reads, and the forms it sends for visitors posting without script. */
export interface ContentSurface extends ContentReads {
  sendForm: SendForm;
}

/**
 * Mounts /api and /uploads; returns the content cache for server-side reads and for change notices, and the
 * forms' way to the content service.
 */
export function mountContentSurface(app: Express, options: ContentSurfaceOptions): ContentSurface {
  // Content addresses are short by construction; page addresses (a shared ?tab=, a search term) are bounded
  // by the 16 KB request head instead, and the pages treat what they do not know as absent.
  app.use(['/api', '/uploads'], (req, res, next) => {
    if (req.originalUrl.length <= MAX_URL_LENGTH) return next();
    res.status(414).json({
      data: null,
      error: {
        status: 414,
        name: 'URITooLong',
        message: `Addresses are limited to ${MAX_URL_LENGTH} characters`,
      },
    });
  });
  app.use(STRAPI_ONLY_PREFIXES, notFoundJson);
  // Content answers differ by the response format asked for: shared caches must keep them apart.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Vary', 'Strapi-Response-Format');
    next();
  });
  const proxy = createContentProxy(options);
  app.use(['/api', '/uploads'], (req, res) => proxy(req, res));
  return {
    readContent: proxy.readContent,
    readInBackground: proxy.readInBackground,
    invalidateContent: proxy.invalidate,
    sendForm: proxy.sendForm,
  };
}
