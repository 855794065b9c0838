// What the security probes share: the addresses of the site and of the content service's own port, and one
// request with its path and headers exactly as written (browsers and fetch would normalize them).
import http from 'node:http';
import path from 'node:path';

export const strapi = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
export const root = path.join(__dirname, '..');
export const strapiPort = Number(process.env.E2E_CONTENT_PORT ?? 1338);
export const sitePort = Number(process.env.E2E_SITE_PORT ?? 8090);
export const siteOrigin = `http://127.0.0.1:${sitePort}`;

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Spellings of the shell's server bundle a request might use to reach it (each must be refused). */
export const SHELL_BUNDLE_SPELLINGS = [
  '/server/shell.js',
  '/%73erver/shell.js',
  '//server/shell.js',
  '/./server/shell.js',
  '/server%2fshell.js',
  '/areas/../server/shell.js',
  '/areas/%2e%2e/server/shell.js',
];
/** The same for an area build's server bundle under `base` (/areas/<area>/<version>). */
export const areaBundleSpellings = (base: string) => [
  `${base}/server/routes.js`,
  `${base}/%73erver/routes.js`,
  `${base}//server/routes.js`,
  `${base}/./server/routes.js`,
  `${base}/server%2froutes.js`,
];

/** One request with the path and headers exactly as written: browsers and fetch would normalize them. */
export function raw(
  target: string,
  {
    method = 'GET',
    headers = {},
    port = sitePort,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; port?: number } = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
