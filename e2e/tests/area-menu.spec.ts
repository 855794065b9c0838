import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { copyAreaPackage, copySite, runScript, siteFiles } from '../areaRelease';
import { expect, test, visit } from '../fixtures';

// An area lists its pages in the menu and footer with its routes: a page it adds and releases alone appears
// in the menu and the footer's site map of every visitor (a page already open too), with no shell release.
// Works on a COPY of deploy/site served by its own site server, and releases a copy of mf-financials with
// one more page.

const CONTENT_URL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
const AREA = 'financials';
const NEW_PAGE = { path: '/tariff-notices', title: 'Tariff Notices' };

const semver = require('semver') as { inc: (version: string, release: string, id: string) => string };

/** A buildable copy of mf-financials at `version` with one more page, listed under Rate Information. */
function areaWithNewPage(workDir: string, version: string): string {
  const route = `  { path: '${NEW_PAGE.path}', title: '${NEW_PAGE.title}', menu: [{ group: 'rates', label: '${NEW_PAGE.title}', order: 45 }], footer: { label: '${NEW_PAGE.title}', order: 30 }, page: () => import('./pages/tariff-notices/TariffNoticesPage') },\n];`;
  const packageDir = copyAreaPackage(workDir, AREA, version, 'src/routes.tsx', (routes) =>
    routes.replace(/\n\];\s*$/, `\n${route}\n`),
  );
  const pageDir = path.join(packageDir, 'src/pages/tariff-notices');
  fs.mkdirSync(pageDir);
  fs.writeFileSync(
    path.join(pageDir, 'TariffNoticesPage.tsx'),
    `import { Page } from '@gpa/shared-ui';\nexport default function TariffNoticesPage() {\n  return <Page title="${NEW_PAGE.title}"><p>No notice today.</p></Page>;\n}\n`,
  );
  return packageDir;
}

/** Every file of the site but the released area's and the manifest: the shell is not released. */
function shellFiles(siteDir: string): Record<string, number> {
  const kept = siteFiles(siteDir).filter(
    (file) => !file.startsWith(`areas${path.sep}${AREA}`) && !/^site-manifest\.json/.test(file),
  );
  return Object.fromEntries(kept.map((file) => [file, fs.statSync(path.join(siteDir, file)).mtimeMs]));
}

test('a page an area adds and releases alone is in the menu and footer of every visitor, with no shell release', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-area-menu-test-'));
  const siteDir = path.join(workDir, 'site');
  copySite(siteDir);
  const v1 = JSON.parse(fs.readFileSync(path.join(siteDir, 'site-manifest.json'), 'utf8')).areas[AREA]
    .version as string;
  const packageDir = areaWithNewPage(workDir, semver.inc(v1, 'prerelease', 'menu'));

  const app = createSiteApp({ siteDir, contentUrl: CONTENT_URL, contentCacheMs: 5000 });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const siteMap = page.getByRole('contentinfo').getByRole('navigation', { name: 'Site map' });
  const newLink = siteMap.getByRole('link', { name: NEW_PAGE.title, exact: true });

  try {
    // A visitor reads a page before the release: no such entry.
    await visit(page, `${base}/cybersecurity`);
    await expect(siteMap.getByRole('link', { name: 'LEAC', exact: true })).toBeVisible();
    await expect(newLink).toHaveCount(0);
    const shellBefore = shellFiles(siteDir);

    const released = await runScript('release.js', [
      AREA,
      '--site',
      siteDir,
      '--from',
      packageDir,
      '--check-url',
      base,
    ]);
    expect(released.code, released.output).toBe(0);
    expect(shellFiles(siteDir)).toEqual(shellBefore);

    // The open page lists the new page as soon as it re-reads the manifest (its next navigation), in its
    // place in the group; following it loads the page.
    const manifestRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/site-manifest.json',
    );
    await siteMap.getByRole('link', { name: 'Safety', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safety');
    await manifestRead;
    // Each group is a disclosure (<details>) titled by its summary.
    const rates = siteMap
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Rate Information' }) });
    await expect(rates.getByRole('link')).toHaveText([
      'Rates',
      'LEAC',
      'Rate Calculator',
      'Rate Adjustment',
      NEW_PAGE.title,
      'Beat the Peak',
      'Brighter Days Ahead',
    ]);
    await newLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_PAGE.title);

    // A new visitor: the server's page has it in the menu, the site map and the footer's policy links.
    await visit(page, `${base}/leac`);
    await expect(newLink).toHaveAttribute('href', NEW_PAGE.path);
    await expect(page.getByRole('list', { name: 'Policies' }).getByRole('link')).toHaveText([
      'Internet Policy',
      'SOP Index',
      NEW_PAGE.title,
    ]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: NEW_PAGE.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_PAGE.title);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});
