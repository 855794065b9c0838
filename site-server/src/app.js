// The production site: the shell, every area build, the site manifest, and the content service behind
// /api and /uploads, all on one origin.
const compression = require('compression');
const express = require('express');
const { createContentProxy } = require('./contentProxy');
const { createPageRenderer } = require('./render/pages');

// Files without a content hash in their name must be revalidated; hashed chunks never change.
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

// Server builds (the shell's server/, each area version's server/) are for this server, not for browsers.
const SERVER_BUILD = /^\/(areas\/[^/]+\/[^/]+\/)?server\//;

function createSiteApp({ siteDir, contentUrl, contentCacheMs, render = {} }) {
  const app = express();
  app.disable('x-powered-by');
  const proxy = createContentProxy({ target: contentUrl, ttlMs: contentCacheMs });
  app.use(['/api', '/uploads'], (req, res) => proxy(req, res));

  // After the proxy on purpose: the site's own files are compressed, Strapi's answers pass through as sent.
  app.use(compression());

  // Server rendering (site-server/src/render/): pages, robots.txt, sitemap.xml; server builds stay private.
  const pages = createPageRenderer({ siteDir, contentUrl, contentCacheMs, ...render });
  app.use((req, res, next) => (SERVER_BUILD.test(req.path) ? res.status(404).type('text').send('Not found') : next()));
  app.get('/robots.txt', pages.robots);
  app.get('/sitemap.xml', pages.sitemap);

  app.use(
    express.static(siteDir, {
      index: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (file.endsWith('.json')) res.setHeader('Access-Control-Allow-Origin', '*');
      },
    }),
  );

  // Area folders never fall back to the shell: a missing area file is a plain 404.
  app.use('/areas', (_req, res) => res.status(404).type('text').send('Not found'));

  // Every other GET is a page of the site: rendered on the server, or the shell's index.html routes it.
  app.get('/{*path}', pages.page);
  return app;
}

module.exports = { createSiteApp };
