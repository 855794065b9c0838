// Site search after an editor's change, on the suite's site server (its workers, the index built at start),
// which Strapi's webhook calls: a news release with a PDF is found by its title and by its PDF's text at
// once, and not once it is unpublished. The change notice updates the index for what it touches only.
import { randomBytes } from 'node:crypto';
import type { SearchAnswer, SiteManifest } from '@gpa/contracts';
import { adminCall, adminToken, contentUrl } from '../adminApi';
import { OPS_PORT, SITE_PORT } from '../playwright.config';
import { expect, test, visit } from '../fixtures';

const RELEASES = 'api::news-release.news-release';
const WAIT_MS = 10_000;

/** A one-page PDF whose text is `text` (Helvetica, no compression), as a word processor writes one. */
function textPdf(text: string): Uint8Array<ArrayBuffer> {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A made-up word no page or document has (letters only: the index splits words at digits). */
const madeUpWord = (prefix: string) =>
  `${prefix}${[...randomBytes(5)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

const searchIndexFigures = async () => (await fetch(`http://127.0.0.1:${OPS_PORT}/search-index`)).text();
const found = async (query: string, link: string) => {
  const answer = (await (
    await fetch(`http://127.0.0.1:${SITE_PORT}/search.json?q=${encodeURIComponent(query)}`)
  ).json()) as SearchAnswer;
  return answer.data.some((hit) => hit.link === link);
};

/** Polls every 50 ms until `check` holds; how long it took. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await expect.poll(check, { timeout: WAIT_MS, intervals: [50] }).toBe(true);
  return Date.now() - started;
}

test('a published news release is found by its title and its PDF text at once; unpublished, it is gone', async () => {
  test.setTimeout(240_000);
  const token = await adminToken();
  const admin = (method: string, route: string, body?: unknown) => adminCall(token, method, route, body);
  // The site server's first complete index (its figures come with it).
  await expect
    .poll(async () => JSON.parse(await searchIndexFigures())?.complete !== undefined, {
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(true);
  const { readers: _readers, ...firstIndex } = JSON.parse(await searchIndexFigures()) as Record<
    string,
    unknown
  >;
  console.log(`the site server's first index: ${JSON.stringify(firstIndex)}`);

  const title = `Rate hearing ${madeUpWord('')}`;
  const pdfWord = madeUpWord('surcharge');
  const upload = new FormData();
  upload.append(
    'files',
    new Blob([textPdf(`Fuel ${pdfWord} order of the Commission`)], { type: 'application/pdf' }),
    `${pdfWord}.pdf`,
  );
  const before = await searchIndexFigures();
  const uploaded = await fetch(`${contentUrl}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: upload,
  });
  expect(uploaded.status).toBe(201);
  const [file] = (await uploaded.json()) as { id: number; url: string }[];
  const link = new URL(file!.url, 'http://site').pathname;
  // A file change may show anywhere: its update is done before the release is published (not part of the figures).
  await expect.poll(searchIndexFigures, { timeout: 60_000, intervals: [100] }).not.toBe(before);

  const created = await admin('POST', `/content-manager/collection-types/${RELEASES}`, {
    Title: title,
    File: file!.id,
  });
  expect(created.status, JSON.stringify(created.json.error)).toBe(201);
  const documentId = created.json.data!.documentId;
  expect(
    (await admin('POST', `/content-manager/collection-types/${RELEASES}/${documentId}/actions/publish`, {}))
      .status,
  ).toBe(200);
  const byTitle = await timeUntil(() => found(title, link));
  const byText = await timeUntil(() => found(pdfWord, link));
  console.log(
    `publish -> search finds the release by its title: ${byTitle} ms, by its PDF's text: ${byTitle + byText} ms`,
  );

  expect(
    (await admin('POST', `/content-manager/collection-types/${RELEASES}/${documentId}/actions/unpublish`, {}))
      .status,
  ).toBe(200);
  const gone = await timeUntil(async () => !(await found(pdfWord, link)) && !(await found(title, link)));
  console.log(`unpublish -> gone from search: ${gone} ms`);
  const figures = JSON.parse(await searchIndexFigures()) as { buildMs: number };
  console.log(`the last index update took ${figures.buildMs} ms`);

  await admin('DELETE', `/content-manager/collection-types/${RELEASES}/${documentId}`);
  await admin('DELETE', `/upload/files/${file!.id}`);
});

/** The page a Preview opens: every preview is the site's signed preview address naming the page in `path`. */
function previewedPage(data: unknown): string | null {
  const link = new URL((data as { url: string }).url);
  expect(link.pathname).toBe('/_preview');
  return link.searchParams.get('path');
}

test("each page's declared content reads are what its render reads, and the admin names and previews the pages declaring a read", async () => {
  await expect
    .poll(async () => JSON.parse(await searchIndexFigures())?.complete !== undefined, {
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(true);
  const { readers } = JSON.parse(await searchIndexFigures()) as { readers: Record<string, string[]> };
  const manifest = (await (
    await fetch(`http://127.0.0.1:${SITE_PORT}/site-manifest.json`)
  ).json()) as SiteManifest;
  const routes = Object.values(manifest.areas).flatMap((area) => area.routes ?? []);
  const rendered = new Set(Object.values(readers).flat());
  // What the layout reads (the notice banner) is read by every page and declared by none.
  const layout = new Set(
    Object.keys(readers).filter((collection) => readers[collection]!.length === rendered.size),
  );
  const mismatches = routes
    .filter(({ path }) => rendered.has(path))
    .flatMap(({ path, reads = [] }) => {
      const read = Object.keys(readers).filter(
        (collection) => readers[collection]!.includes(path) && !layout.has(collection),
      );
      const undeclared = read.filter((collection) => !reads.includes(collection));
      const unread = reads.filter((collection) => !read.includes(collection));
      return undeclared.length || unread.length
        ? [
            `${path}: reads undeclared ${undeclared.join(', ') || '-'}, declares unread ${unread.join(', ') || '-'}`,
          ]
        : [];
    });
  expect(mismatches).toEqual([]);
  expect(routes.find(({ path }) => path === '/rateadjustment')?.reads).toContain('news-releases');

  // The admin: each collection's description names every page declaring a read of it; its preview opens the first.
  const token = await adminToken();
  const types = (await adminCall(token, 'GET', '/content-manager/content-types')).json.data as unknown as {
    uid: string;
    info: { pluralName: string; description?: string };
  }[];
  const described = new Map(types.map(({ info }) => [info.pluralName, info.description ?? '']));
  // (A page with views names each view: checked below.)
  const unnamed = routes.flatMap(({ path, title, reads = [], views }) =>
    (views ? [] : reads)
      .filter((collection) => !described.get(collection)?.includes(`${title} (${path})`))
      .map((collection) => `${collection}: ${path}`),
  );
  expect(unnamed).toEqual([]);
  const preview = await adminCall(
    token,
    'GET',
    `/content-manager/preview/url/${RELEASES}?documentId=any&status=published`,
  );
  expect(previewedPage(preview.json.data)).toBe('/rateadjustment');
});

test("each view of a page (?tab=) reads what it declares, its own tabs' lists included; the admin names and previews the view", async ({
  page,
}) => {
  const manifest = (await (
    await fetch(`http://127.0.0.1:${SITE_PORT}/site-manifest.json`)
  ).json()) as SiteManifest;
  const views = Object.values(manifest.areas)
    .flatMap((area) => area.routes ?? [])
    .flatMap((route) =>
      (route.views ?? []).map((view) => ({ route, view, address: `${route.path}${view.at ?? ''}` })),
    );
  expect(views.map(({ address }) => address)).toContain('/corporate/financials?tab=ar');
  const requested: string[] = [];
  page.on('request', (request) =>
    requested.push(/^\/api\/([a-z0-9-]+)$/.exec(new URL(request.url()).pathname)?.[1] ?? ''),
  );
  const mismatches: string[] = [];
  for (const { view, address } of views) {
    const declared = view.reads ?? [];
    // The server renders the view at its address with its declared reads (the query parameter is kept).
    const html = await (await fetch(`http://127.0.0.1:${SITE_PORT}${address}`)).text();
    const state = JSON.parse(
      /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1] ??
        '{"queries":[]}',
    ) as {
      queries: { queryKey: unknown[] }[];
    };
    const rendered = [
      ...new Set(
        state.queries
          .map(({ queryKey }) => queryKey[2])
          .filter((collection) => collection !== 'website-notifications'),
      ),
    ].sort();
    if (rendered.join() !== declared.join())
      mismatches.push(`${address}: rendered ${rendered.join(', ')}; declares ${declared.join(', ')}`);
    // A visitor opens each tab of the view (tabs inside its panel): every list shown was declared.
    await visit(page, address);
    const before = requested.length;
    for (const tab of await page.getByRole('tabpanel').getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(
        page
          .getByRole('tabpanel', { name: (await tab.textContent()) ?? '', exact: true })
          .getByText(/^Loading /),
      ).toHaveCount(0);
    }
    const undeclared = requested
      .slice(before)
      .filter(
        (collection) =>
          collection && collection !== 'website-notifications' && !declared.includes(collection),
      );
    if (undeclared.length)
      mismatches.push(`${address}: its tabs read undeclared ${[...new Set(undeclared)].join(', ')}`);
  }
  expect(mismatches).toEqual([]);

  // The admin names the view for what only some views read, and previews it there.
  const token = await adminToken();
  const types = (await adminCall(token, 'GET', '/content-manager/content-types')).json.data as unknown as {
    info: { pluralName: string; description?: string };
  }[];
  const described = new Map(types.map(({ info }) => [info.pluralName, info.description ?? '']));
  const unnamed = views.flatMap(({ route, view, address }) =>
    (view.reads ?? [])
      .filter(
        (collection) =>
          !views.every((other) => other.route !== route || other.view.reads?.includes(collection)),
      )
      .filter(
        (collection) => !described.get(collection)?.includes(`${route.title}, ${view.label} (${address})`),
      )
      .map((collection) => `${collection}: ${address}`),
  );
  expect(unnamed).toEqual([]);
  const preview = await adminCall(
    token,
    'GET',
    '/content-manager/preview/url/api::financials-annual-report.financials-annual-report?documentId=any&status=published',
  );
  expect(previewedPage(preview.json.data)).toBe('/corporate/financials?tab=ar');
});
