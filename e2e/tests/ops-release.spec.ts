import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteApp } from '@gpa/site-server/app';
import { closeOpsApp, createOpsApp } from '@gpa/site-server/ops';
import type { Page } from '@playwright/test';
import { copyAreaPackage as copyPackage, copySite, runScript as run, siteFiles } from '../areaRelease';
import { expect, expectAccessible, test, usePage, visit } from '../fixtures';

// One area released and rolled back on a running site, as an operator would, while a visitor browses.
// Works on a COPY of deploy/site served by its own site server (the other tests' site is unchanged),
// and builds v2 from a copy of mf-financials with a temporary version and a visible change.

const CONTENT_URL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 1338}`;
const AREA = 'financials';
const PAGE = '/leac';

const semver = require('semver') as { inc: (version: string, release: string, id: string) => string };

/** SHA-256 of every file of a site (to prove that a command left it untouched). */
function digests(dir: string): Record<string, string> {
  return Object.fromEntries(
    siteFiles(dir).map((file) => [
      file,
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}

/** A buildable copy of the area's package with another version and a visible change on its page. */
function copyWithChangedPage(workDir: string, version: string, heading: (title: string) => string): string {
  return copyPackage(workDir, AREA, version, 'src/pages/leac/LeacPage.tsx', (source) =>
    source.replace(
      /(<Page\s+title=")([^"]+)"/,
      (_, start: string, title: string) => `${start}${heading(title)}"`,
    ),
  );
}

const switchTime = (output: string) => /written atomically in ([\d.]+) ms/.exec(output)?.[1];

test('one area is released and rolled back on a running site; visitors get each version on their next navigation', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-release-test-'));
  const siteDir = path.join(workDir, 'site');
  copySite(siteDir);
  const readManifest = () => JSON.parse(fs.readFileSync(path.join(siteDir, 'site-manifest.json'), 'utf8'));
  const v1 = readManifest().areas[AREA].version as string;
  const v2 = semver.inc(v1, 'prerelease', 'e2e');
  const packageDir = copyWithChangedPage(workDir, v2, (title) => `${title}, release ${v2}`);

  // The site server under test, logging every request it receives (the browser cache's misses).
  const requests: string[] = [];
  const ops = createOpsApp();
  const app = createSiteApp({ siteDir, contentUrl: CONTENT_URL, contentCacheMs: 5000, ops });
  closeOpsApp(ops);
  // The health report with the live versions: on the private operations listener.
  const opsServer = http.createServer(ops);
  await new Promise<void>((resolve) => opsServer.listen(0, '127.0.0.1', resolve));
  const opsBase = `http://127.0.0.1:${(opsServer.address() as AddressInfo).port}`;
  const server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://site').pathname);
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const requestsSince = (mark: number) => requests.slice(mark);
  const shellFiles = (paths: string[]) => paths.filter((file) => /^\/[^/]+\.[0-9a-f]{8}\.js$/.test(file));
  // Shell files fetched again since `mark` (a chunk the shell loads late, such as the Web Vitals reporter, may
  // come for the first time after it: that is not a download of the shell again).
  const shellFilesAgain = (mark: number) =>
    shellFiles(requestsSince(mark)).filter((file) => requests.slice(0, mark).includes(file));
  const otherAreaFiles = (paths: string[]) =>
    paths.filter((file) => file.startsWith('/areas/') && !file.startsWith(`/areas/${AREA}/`));
  const untouched = () => ({
    files: Object.fromEntries(
      Object.entries(digests(siteDir)).filter(
        ([file]) => !file.startsWith(`areas${path.sep}${AREA}`) && file !== 'site-manifest.json',
      ),
    ),
    otherEntries: Object.fromEntries(Object.entries(readManifest().areas).filter(([area]) => area !== AREA)),
  });

  try {
    const heading = page.getByRole('heading', { level: 1 });
    const footerLink = (tab: Page, name: string) =>
      tab.getByRole('contentinfo').getByRole('link', { name, exact: true });
    // The visitor comes back to the tab (the page re-reads the site manifest, as before a navigation when its
    // last read is a few seconds old), then moves to another page of the area by a link inside the open page.
    const browseOn = async (tab: Page) => {
      const manifestRead = tab.waitForResponse(
        (response) => new URL(response.url()).pathname === '/site-manifest.json',
      );
      await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await manifestRead;
      await footerLink(tab, 'Rates').first().click();
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Rates');
    };
    // A visitor browses two areas on v1: the shell and both areas' files are now in the browser's cache,
    // and this tab runs the financials v1 code.
    await visit(page, `${base}/cybersecurity`);
    await visit(page, `${base}${PAGE}`);
    // A text-only page: its code runs once the visitor uses it.
    await usePage(page);
    const v1Title = (await heading.textContent()) ?? '';
    expect(v1Title).not.toContain(v2);
    expect(shellFiles(requests).length).toBeGreaterThan(0);
    // A second tab has only seen a customer page, and used it: the financials code is not loaded in it.
    const other = await page.context().newPage();
    await visit(other, `${base}/cybersecurity`);
    await usePage(other);
    const before = untouched();

    // Release v2: only that area is built (from the copy), published and switched.
    const release = await run('release.js', [
      AREA,
      '--site',
      siteDir,
      '--from',
      packageDir,
      '--check-url',
      base,
    ]);
    console.log(`release:\n${release.output}`);
    expect(release.code, release.output).toBe(0);
    expect(release.output).toContain(`released: ${AREA} ${v1} -> ${v2}`);
    expect(readManifest().areas[AREA]).toMatchObject({
      version: v2,
      entry: `/areas/${AREA}/${v2}/mf-manifest.json`,
    });
    expect(fs.existsSync(path.join(siteDir, 'areas', AREA, v1, 'remoteEntry.js'))).toBe(true);
    const health = await (await fetch(`${opsBase}/healthz`)).json();
    expect(health.areas[AREA]).toEqual({ version: v2, ok: true });

    // The second tab's next navigation, client-side, loads v2 in place: no page load, no shell file again.
    let mark = requests.length;
    await footerLink(other, 'LEAC').click();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(`${v1Title}, release ${v2}`);
    expect(requestsSince(mark)).toContain(`/areas/${AREA}/${v2}/remoteEntry.js`);
    expect(requestsSince(mark)).not.toContain(PAGE);
    expect(shellFilesAgain(mark)).toEqual([]);
    expect(otherAreaFiles(requestsSince(mark))).toEqual([]);
    await expectAccessible(other);

    // The first tab runs v1's code, which cannot be swapped in place: its very next navigation reads the
    // manifest first and becomes a full page load, rendered at v2 (shell files from the cache).
    mark = requests.length;
    await browseOn(page);
    expect(requestsSince(mark)).toContain('/rates');
    await footerLink(page, 'LEAC').click();
    await expect(heading).toHaveText(`${v1Title}, release ${v2}`);
    expect(requestsSince(mark)).toContain(`/areas/${AREA}/${v2}/remoteEntry.js`);
    expect(shellFilesAgain(mark)).toEqual([]);
    expect(otherAreaFiles(requestsSince(mark))).toEqual([]);

    // A version that is not deployed, or that does not fit the live shell, is refused and nothing changes.
    const unknown = await run('rollback.js', [AREA, '0.0.1', '--site', siteDir]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain(`refused: ${AREA} 0.0.1 is not deployed (deployed: ${v1}, ${v2})`);
    expect(readManifest().areas[AREA].version).toBe(v2);

    // Roll back (default: the previous live version) and the next navigation gets v1 again.
    const rollback = await run('rollback.js', [AREA, '--site', siteDir, '--check-url', base]);
    console.log(`rollback:\n${rollback.output}`);
    expect(rollback.code, rollback.output).toBe(0);
    expect(rollback.output).toContain(`rolled back: ${AREA} ${v2} -> ${v1}`);
    mark = requests.length;
    await browseOn(page);
    await footerLink(page, 'LEAC').click();
    await expect(heading).toHaveText(v1Title);
    expect(requestsSince(mark)).toContain(`/areas/${AREA}/${v1}/remoteEntry.js`);
    expect(shellFilesAgain(mark)).toEqual([]);
    expect(otherAreaFiles(requestsSince(mark))).toEqual([]);

    // Neither command touched the shell or another area: same files, same manifest entries.
    const after = untouched();
    expect(after.files).toEqual(before.files);
    expect(after.otherEntries).toEqual(before.otherEntries);

    const versions = await run('versions.js', ['--site', siteDir]);
    expect(versions.code).toBe(0);
    expect(versions.output).toMatch(new RegExp(`${AREA}  live: ${v1.replace(/\./g, '\\.')}`));
    expect(versions.output).toContain(`* ${v1}`);
    expect(versions.output).toContain(`  ${v2}`);

    // The compatibility guard: with a shell built against another React, v2 cannot go live.
    const shellInfoFile = path.join(siteDir, 'build-info.json');
    const shellInfo = JSON.parse(fs.readFileSync(shellInfoFile, 'utf8'));
    fs.writeFileSync(
      shellInfoFile,
      JSON.stringify({ ...shellInfo, builtWith: { ...shellInfo.builtWith, react: '18.3.1' } }),
    );
    const incompatible = await run('rollback.js', [AREA, v2, '--site', siteDir]);
    expect(incompatible.code).toBe(1);
    expect(incompatible.output).toMatch(
      /does not fit the live shell[\s\S]*react: the area needs .*, the live shell has 18\.3\.1/,
    );
    expect(readManifest().areas[AREA].version).toBe(v1);

    console.log(
      `switch times: release ${switchTime(release.output)} ms, rollback ${switchTime(rollback.output)} ms (site manifest write + rename)`,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => opsServer.close(resolve));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});
