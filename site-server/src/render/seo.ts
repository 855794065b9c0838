// robots.txt and sitemap.xml from the published route tables of the live areas.
import type { SiteManifest } from '@gpa/contracts';
import type { RequestHandler } from 'express';
import { escapeHtml } from './document';

export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /areas/\n\nSitemap: ${origin}/sitemap.xml\n`;

/** Every page URL the areas publish; patterns (":id", "*") are not pages of their own. */
export function sitemapXml(origin: string, manifest: SiteManifest): string {
  const paths = [
    ...new Set(
      Object.values(manifest.areas).flatMap((entry) => (entry.routes ?? []).map((route) => route.path)),
    ),
  ]
    .filter((routePath) => !routePath.includes(':') && !routePath.includes('*'))
    .sort();
  const urls = paths
    .map((routePath) => `  <url><loc>${escapeHtml(`${origin}${routePath}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt and sitemap.xml, from the configured origin and the published routes. */
export function seoHandlers(
  originOf: () => string,
  currentManifest: () => SiteManifest | null,
): { robots: RequestHandler; sitemap: RequestHandler } {
  return {
    robots: (_req, res) => {
      res.type('text').send(robotsTxt(originOf()));
    },
    sitemap: (_req, res) => {
      const manifest = currentManifest();
      if (!manifest) {
        res.status(503).type('text').send('The site is not built yet');
        return;
      }
      res.type('application/xml').send(sitemapXml(originOf(), manifest));
    },
  };
}
