// A draft previewed on the real site from the admin: its signed page, never public, kept or indexed; the
// admin's Preview panel on the view that shows each entry; the public pages refuse the frame.
import { randomBytes } from 'node:crypto';
import { contentUrl } from '../adminApi';
import { admin, serverHtml, site, useEditorsSite } from '../editorsLive';
import { expect, expectAccessible, test } from '../fixtures';

useEditorsSite();

test('a draft is previewed on the real site from the admin: its signed page shows it, never public, never kept or indexed', async ({
  page,
}) => {
  const articles = 'api::article.article';
  const title = `Draft article ${randomBytes(3).toString('hex')}`;
  const draft = await admin('POST', `/content-manager/collection-types/${articles}`, {
    Title: title,
    Date: new Date().toISOString().slice(0, 10),
    Description: 'Not yet published.',
  });
  expect(draft.status).toBe(201);
  const documentId = draft.json.data!.documentId;

  // What the admin's Preview panel asks for: a link to the site page that lists articles.
  const panel = await admin(
    'GET',
    `/content-manager/preview/url/${articles}?documentId=${documentId}&status=draft`,
  );
  expect(panel.status).toBe(200);
  const link = new URL((panel.json.data as unknown as { url: string }).url);
  expect(link.pathname).toBe('/_preview');
  expect(link.searchParams.get('path')).toBe('/news-and-media');
  const previewUrl = `${site.url}${link.pathname}${link.search}`;

  const answer = await fetch(previewUrl);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(answer.headers.get('content-security-policy')).toContain(
    `frame-ancestors 'self' ${new URL(contentUrl).origin}`,
  );

  await page.goto(previewUrl);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText(
    'Preview: drafts shown as they will look once published.',
  );
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(page);

  // The public site: neither its page nor its content API shows the draft.
  expect(await serverHtml('/news-and-media')).not.toContain(title);
  expect(await (await fetch(`${site.url}/api/articles?populate=*`)).text()).not.toContain(title);
  // A link changed by hand is refused.
  expect((await fetch(previewUrl.replace('news-and-media', 'foia-reports'))).status).toBe(403);
  await admin('DELETE', `/content-manager/collection-types/${articles}/${documentId}`);
});

/** What the admin's Preview panel frames for an entry (Strapi asks the content service's preview handler). */
async function previewPanel(uid: string, status: 'draft' | 'published', documentId?: string) {
  const query = new URLSearchParams({ status, ...(documentId ? { documentId } : {}) });
  const panel = await admin('GET', `/content-manager/preview/url/${uid}?${query.toString()}`);
  expect(panel.status).toBe(200);
  const link = (panel.json.data as unknown as { url: string }).url;
  return { link, path: new URL(link).searchParams.get('path') };
}

test("Preview in the admin's frame: drafts and published entries on the view that shows them; the public pages refuse the frame", async ({
  page,
}) => {
  const articles = 'api::article.article';
  const categories = await admin(
    'GET',
    '/content-manager/collection-types/api::article-category.article-category?pageSize=100',
  );
  const newsletter = (
    categories.json as unknown as { results: { documentId: string; Name: string }[] }
  ).results.find(({ Name }) => Name === 'Newsletter');
  const title = `Newsletter preview ${randomBytes(3).toString('hex')}`;
  const created = await admin('POST', `/content-manager/collection-types/${articles}`, {
    Title: title,
    Date: new Date().toISOString().slice(0, 10),
    Description: 'November newsletter.',
    article_category: { connect: [{ documentId: newsletter!.documentId }] },
  });
  expect(created.status, JSON.stringify(created.json.error)).toBe(201);
  const documentId = created.json.data!.documentId;
  const reports = 'api::financials-annual-report.financials-annual-report';
  const report = (
    (await admin('GET', `/content-manager/collection-types/${reports}?pageSize=1`)).json as unknown as {
      results: { documentId: string; Title: string }[];
    }
  ).results[0]!;

  // A page of the admin's origin (its policy's frame-src names the site, as the Preview panel needs) framing
  // the site's page the panel opens.
  const frame = async (src: string) => {
    await page.goto(`${contentUrl}/admin/init`);
    await page.evaluate((url) => {
      const iframe = document.createElement('iframe');
      Object.assign(iframe, { title: 'Preview', src: url, width: '1200', height: '800' });
      document.body.append(iframe);
    }, src);
  };
  const frameShows = async (link: string, text: string) => {
    await frame(link);
    await expect(page.frameLocator('iframe').getByText(text).first()).toBeVisible();
  };

  const draft = await previewPanel(articles, 'draft', documentId);
  expect(draft.path).toBe('/news-and-media?mode=newsletters');
  await frameShows(draft.link, title);
  const publish = `/content-manager/collection-types/${articles}/${documentId}/actions/publish`;
  expect((await admin('POST', publish, {})).status).toBe(200);
  const published = await previewPanel(articles, 'published', documentId);
  expect(published.path).toBe('/news-and-media?mode=newsletters');
  await frameShows(published.link, title);
  // A collection without drafts, shown on a tab of its page.
  const onItsTab = await previewPanel(reports, 'published', report.documentId);
  expect(onItsTab.path).toBe('/corporate/financials?tab=ar');
  await frameShows(onItsTab.link, report.Title);

  // The public page itself refuses any frame but the site's own.
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await frame(new URL('/news-and-media', draft.link).href);
  await refused;
  // The test's last page (checked with axe): the preview itself.
  await page.goto(draft.link);
  await admin('DELETE', `/content-manager/collection-types/${articles}/${documentId}`);
});
