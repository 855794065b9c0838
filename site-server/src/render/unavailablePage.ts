// The site's own page for an address the edge cannot show while the origin is down (it holds no copy of it):
// deploy/varnish/site.vcl answers it, kept like any page and warmed after each purge (edgeWarm.ts), with a
// 503 status. Plain HTML with no script, so it needs nothing from the origin: the site's name, its menu, one
// sentence, the utility's phone numbers and links to every published page (each kept at the edge).
import type { PublishedRoute, SiteManifest } from '@gpa/contracts';
import type { Express } from 'express';
import { UNAVAILABLE_PATH } from '../edge/edgeWarm';
import { escapeHtml, SITE_NAME } from './document';
import { manifestKeys, MANIFEST_KEY, pageKey, shareAtEdge } from '../edge/surrogateKeys';

// The numbers the site's contact pages give (mf-customer's externalLinks.ts): they work when the site does not.
export const PHONE_NUMBERS = [
  { label: 'Customer service', number: '(671) 647-5787', href: 'tel:+16716475787' },
  { label: 'Power outages and emergencies (24 hours)', number: '(671) 475-5000', href: 'tel:+16714755000' },
];

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The menu entries of every area's route table, in the order the site's menu gives them. */
function menuLinks(routes: PublishedRoute[]): string {
  const entries = routes
    .flatMap((route) => (route.menu ?? []).map((entry) => ({ ...entry, path: route.path })))
    .filter((entry) => !/[:*]/.test(entry.path))
    .sort((a, b) => a.group.localeCompare(b.group) || a.order - b.order);
  return entries.map((entry) => `<li>${link(entry.path, entry.label)}</li>`).join('');
}

export function unavailablePageHtml(manifest: SiteManifest): string {
  const routes = Object.values(manifest.areas).flatMap((entry) => entry.routes ?? []);
  const pages = routes
    .filter((route) => !/[:*]/.test(route.path))
    .map((route) => `<li>${link(route.path, route.title)}</li>`)
    .join('');
  const phones = PHONE_NUMBERS.map(
    (phone) => `<li>${escapeHtml(phone.label)}: ${link(phone.href, phone.number)}</li>`,
  ).join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">',
    `<title>Page not available right now - ${escapeHtml(SITE_NAME)}</title></head><body>`,
    `<header><p>${link('/', SITE_NAME)}</p><nav aria-label="Main"><ul>${menuLinks(routes)}</ul></nav></header>`,
    '<main><h1>This page is not available right now</h1>',
    '<p>Our website is being repaired and this page cannot be shown at the moment. Please try again in a few',
    ' minutes, call us, or open one of the pages below.</p>',
    `<h2>Call us</h2><ul>${phones}</ul><h2>Pages you can open</h2><ul>${pages}</ul></main></body></html>`,
  ].join('');
}

/** GET /_unavailable: shared at the edge, purged with the menu (the manifest and its area versions). */
export function mountUnavailablePage(app: Express, currentManifest: () => SiteManifest | null): void {
  app.get(UNAVAILABLE_PATH, (_req, res, next) => {
    const manifest = currentManifest();
    if (!manifest) return next();
    shareAtEdge(res, [pageKey(UNAVAILABLE_PATH), MANIFEST_KEY, ...manifestKeys(manifest)]);
    res.type('html').send(unavailablePageHtml(manifest));
  });
}
