// The site works whatever a browser accepts: Brotli, gzip or neither. The site's files are sent as the
// build compressed them (scripts/build/compress-site.js: the bytes of name.js.br, with their length), pages as
// the render cache keeps them (site-server/src/releases/encodings.ts); the browser decodes, renders and hydrates.
import type { Browser, Response } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, test, usePage } from '../fixtures';

const siteDir = path.join(__dirname, '..', '..', 'deploy', 'site');
const VARIANT = { br: '.br', gzip: '.gz', identity: '' } as const;

const CODINGS = [
  { accept: 'gzip, deflate, br', expected: 'br' },
  { accept: 'gzip, deflate', expected: 'gzip' },
  { accept: 'identity', expected: 'identity' },
] as const;

/** A browser that sends this Accept-Encoding on every request (page, scripts, content reads). */
const browserAccepting = (browser: Browser, accept: string) =>
  browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': accept } });

const codingOf = (response: Response) => response.headers()['content-encoding'] ?? 'identity';

for (const { accept, expected } of CODINGS) {
  test(`Accept-Encoding "${accept}": pages and scripts arrive ${expected === 'identity' ? 'uncompressed' : `as ${expected}`}, render and hydrate`, async ({
    browser,
  }) => {
    const context = await browserAccepting(browser, accept);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });

    // Twice: rendered (and compressed) once, then the render cache's stored bytes.
    for (const visit of ['miss', 'hit']) {
      scripts.length = 0;
      // A page of an area, used (its code is held until then): every kind of script is checked.
      const document = await page.goto('/corporate/financials');
      expect(document?.status(), visit).toBe(200);
      expect(codingOf(document!), `the page (${visit})`).toBe(expected);
      expect(document!.headers()['vary'], visit).toContain('Accept-Encoding');
      expect(await document!.text(), visit).toContain('id="query-state"');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financials');
      await usePage(page);
      await page.waitForLoadState('networkidle');
    }

    // Every script loaded, each as the variant the build wrote for it, byte for byte (its length).
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      const { pathname } = new URL(script.url());
      expect([pathname, script.status()]).toEqual([pathname, 200]);
      expect([pathname, codingOf(script)]).toEqual([pathname, expected]);
      const sent = path.join(siteDir, `${pathname}${VARIANT[expected]}`);
      expect([pathname, Number(script.headers()['content-length'])]).toEqual([
        pathname,
        fs.statSync(sent).size,
      ]);
    }

    // Hydrated: a client-side navigation to another area's page works.
    await page
      .getByRole('link', { name: /home page|Guam Power Authority/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Levelized Energy Adjustment Clause (LEAC)',
    );
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("through nginx: the build files are its brotli_static/gzip_static variants, pages the site server's stored bytes", async ({
  request,
}) => {
  const { startNginx } = require(path.join(__dirname, '..', '..', 'scripts/lib/services')) as {
    startNginx: (options: {
      port: number;
      siteDir: string;
      siteServer: string;
    }) => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const nginx = await startNginx({
    port: Number(process.env.E2E_NGINX_PORT ?? 8198),
    siteDir,
    siteServer: `127.0.0.1:${process.env.E2E_SITE_PORT ?? 8090}`,
  });
  try {
    const script = fs.readdirSync(siteDir).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
    for (const { accept, expected } of CODINGS) {
      const answer = await request.get(`${nginx.url}/${script}`, { headers: { 'Accept-Encoding': accept } });
      expect([accept, answer.headers()['content-encoding'] ?? 'identity']).toEqual([accept, expected]);
      expect(Number(answer.headers()['content-length'])).toBe(
        fs.statSync(path.join(siteDir, `${script}${VARIANT[expected]}`)).size,
      );
      const page = await request.get(`${nginx.url}/leac`, { headers: { 'Accept-Encoding': accept } });
      expect([accept, page.headers()['content-encoding'] ?? 'identity']).toEqual([accept, expected]);
      expect(await page.text()).toContain('Levelized Energy Adjustment Clause');
    }
  } finally {
    await nginx.stop();
  }
});
