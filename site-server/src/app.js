// The production site: the shell, every area build, the site manifest, and the content service behind
// /api and /uploads, all on one origin.
const compression = require('compression');
const express = require('express');
const fs = require('node:fs');
const path = require('node:path');
const { createHealthCheck } = require('./health');
const { mountPublicSurface, surfaceSettings } = require('./surface');

// Files without a content hash in their name must be revalidated; hashed chunks never change.
const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

function createSiteApp({ siteDir, contentUrl, contentCacheMs, surface = surfaceSettings() }) {
  const app = express();
  app.disable('x-powered-by');
  // First: security headers, limits and the /api + /uploads allow-list apply to every answer below.
  mountPublicSurface(app, { ...surface, contentUrl, ttlMs: contentCacheMs ?? surface.ttlMs });
  app.get('/healthz', createHealthCheck({ siteDir, contentUrl }));

  // After the proxy on purpose: the site's own files are compressed, Strapi's answers pass through as sent.
  app.use(compression());
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

  // Every other GET is a page of the single-page site: the shell's index.html routes it.
  const shellPage = path.join(siteDir, 'index.html');
  app.get('/{*path}', (_req, res) => {
    if (!fs.existsSync(shellPage)) return res.status(503).type('text').send('The site is not built yet: run npm run build');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellPage);
  });
  return app;
}

module.exports = { createSiteApp };
