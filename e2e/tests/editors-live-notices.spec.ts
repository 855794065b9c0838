// A notice's life on the site, as editors publish it in Strapi: published, edited and deleted it reaches the
// server HTML by the webhook and an open tab at its next page; a held text-only page shows the change; a draft
// is not public, a scheduled notice waits and an expiring one goes; a dismissal is hidden before paint.
import { randomBytes } from 'node:crypto';
import {
  admin,
  NOTICES,
  WEBHOOK_WAIT_MS,
  publishNotice,
  serverHtml,
  site,
  timeUntil,
  useEditorsSite,
} from '../editorsLive';
import { expect, hydrated, markHeading, sameHeading, showAllNotices, test, watchProblems } from '../fixtures';

useEditorsSite();

// The goal of a second is a figure this test prints (docs/editors.md), not a bound: a loaded machine must not fail it.
test('a published, edited and deleted notice reaches the server HTML by the webhook, and an open tab at its next page', async ({
  page,
}) => {
  const title = `Outage in Dededo ${randomBytes(3).toString('hex')}`;
  // Both copies warm: the rendered page and the content read.
  expect(await serverHtml('/')).not.toContain(title);
  await page.goto(`${site.url}/`);
  await expect(page.locator('main h1')).toBeVisible();

  const documentId = await publishNotice({ Title: title });
  const published = await timeUntil(async () => (await serverHtml('/')).includes(title));
  console.log(`publish -> server HTML of /: ${published} ms`);

  // The open tab: the next page (a client-side navigation) re-reads the notices.
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page.getByRole('region', { name: /Notice/ })).toContainText(`Warning: ${title}`);

  expect(
    (
      await admin('PUT', `/content-manager/collection-types/${NOTICES}/${documentId}`, {
        Title: `${title} (corrected)`,
      })
    ).status,
  ).toBe(200);
  expect(
    (await admin('POST', `/content-manager/collection-types/${NOTICES}/${documentId}/actions/publish`, {}))
      .status,
  ).toBe(200);
  const edited = await timeUntil(async () => (await serverHtml('/')).includes(`${title} (corrected)`));
  console.log(`edit -> server HTML of /: ${edited} ms`);

  expect((await admin('DELETE', `/content-manager/collection-types/${NOTICES}/${documentId}`)).status).toBe(
    200,
  );
  const deleted = await timeUntil(async () => !(await serverHtml('/')).includes(title));
  console.log(`delete -> server HTML of /: ${deleted} ms`);
  // The open tab when the visitor comes back to it.
  // TanStack Query's focus manager listens to the window's visibilitychange.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a text-only page whose code is held shows a change to what it shows: hydrated in place with what it was rendered with, then the change', async ({
  page,
}) => {
  const GLOSSARY = 'api::power-alerts-glossary.power-alerts-glossary';
  const word = `Held word ${randomBytes(3).toString('hex')}`;
  const problems = watchProblems(page);
  await page.goto(`${site.url}/power-alerts`);
  await hydrated(page);
  await expect(page.locator('meta[name="page-code"]')).toHaveCount(1);
  await markHeading(page);
  // Glossary words have no draft stage: created is published.
  const created = await admin('POST', `/content-manager/collection-types/${GLOSSARY}`, {
    word,
    meaning: 'A word published while the page was open.',
  });
  expect(created.status, JSON.stringify(created.json.error)).toBe(201);
  const documentId = created.json.data!.documentId;
  try {
    await expect(page.getByRole('main')).toContainText(word, { timeout: WEBHOOK_WAIT_MS });
    expect(
      await sameHeading(page),
      "the server's heading is the one on screen (hydrated, not rendered again)",
    ).toBe(true);
    expect(problems).toEqual([]);
  } finally {
    await admin('DELETE', `/content-manager/collection-types/${GLOSSARY}/${documentId}`);
  }
});

test('a draft is not public; a scheduled notice waits, an expiring one goes by itself', async ({ page }) => {
  const draftTitle = `Draft notice ${randomBytes(3).toString('hex')}`;
  const draft = await admin('POST', `/content-manager/collection-types/${NOTICES}`, {
    Title: draftTitle,
    Severity: 'info',
    description: 'Not yet.',
  });
  expect(draft.status).toBe(201);
  const api = await (await fetch(`${site.url}/api/website-notifications`)).text();
  expect(api).not.toContain(draftTitle);
  expect((await fetch(`${site.url}/api/website-notifications?status=draft`)).status).toBe(400);

  const expiring = `Short notice ${randomBytes(3).toString('hex')}`;
  const later = `Later notice ${randomBytes(3).toString('hex')}`;
  const embargoedText = `Embargoed${randomBytes(4).toString('hex')}`;
  const laterId = await publishNotice({
    Title: later,
    description: `<p>${embargoedText} until the hour.</p>`,
    StartsAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  // Long enough for a loaded machine to publish it and open the page before it ends.
  const endsAt = Date.now() + 6_000;
  const expiringId = await publishNotice({ Title: expiring, EndsAt: new Date(endsAt).toISOString() });
  // The rendered page is kept with the notice in it; then no request at all until its end.
  await expect.poll(async () => (await serverHtml('/')).includes(expiring), { timeout: 3_000 }).toBe(true);
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('region', { name: /Notice/ })).toContainText(expiring);
  await expect(page.getByText(later)).toHaveCount(0);
  // Published an hour ahead: its text is in no public answer (the whole page with its data blocks, /api in
  // both shapes and asked for by its title, the manifest). The search index reads through the same content
  // reads (site-server/src/content/schedules.test.js); building it here would take minutes.
  const routes: [string, Record<string, string>][] = [
    ['/', {}],
    ['/api/website-notifications?sort[0]=updatedAt:desc', { 'strapi-response-format': 'v4' }],
    [`/api/website-notifications?filters[Title][$eq]=${encodeURIComponent(later)}`, {}],
    ['/site-manifest.json', {}],
  ];
  const publicAnswers = await Promise.all(
    routes.map(async ([route, headers]) => (await fetch(`${site.url}${route}`, { headers })).text()),
  );
  expect(publicAnswers[0]).toContain(expiring);
  for (const answer of publicAnswers) expect(answer).not.toMatch(new RegExp(`${embargoedText}|${later}`));
  expect(JSON.parse(publicAnswers[2]!).meta.pagination.total).toBe(0);
  // Its end (timers may fire a millisecond early: a tenth of a second more).
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt + 100 - Date.now())));
  // No change is saved: the notice leaves the server HTML (the first request after its end: the page kept
  // with the notice is not sent, however long the new render takes) and the open tab by its end time alone.
  expect(await serverHtml('/')).not.toContain(expiring);
  // Nor is it in the page's data blocks or /api any more.
  for (const route of ['/', '/api/website-notifications?sort[0]=updatedAt:desc'])
    expect(await (await fetch(`${site.url}${route}`)).text()).not.toContain(expiring);
  console.log(
    `notice end -> gone from the server HTML of /: the first page asked for after its end came ${Date.now() - endsAt} ms after it`,
  );
  await expect(page.getByText(expiring)).toHaveCount(0, { timeout: 2000 });
  console.log(`notice end -> gone from the open tab: ${Date.now() - endsAt} ms after its end`);

  for (const documentId of [draft.json.data!.documentId, expiringId, laterId])
    await admin('DELETE', `/content-manager/collection-types/${NOTICES}/${documentId}`);
});

test('a dismissed notice is hidden by the page itself before paint: the server HTML is the same for every visitor (an edge keeps one copy), nothing shifts', async ({
  page,
}) => {
  const first = `Dismiss me ${randomBytes(3).toString('hex')}`;
  const second = `Keep me ${randomBytes(3).toString('hex')}`;
  const firstId = await publishNotice({ Title: first });
  const secondId = await publishNotice({ Title: second, Severity: 'emergency' });
  await expect.poll(async () => (await serverHtml('/leac')).includes(first), { timeout: 5_000 }).toBe(true);
  // Its links have their addresses in the server HTML.
  expect(await serverHtml('/leac')).toMatch(/<a href="\/ways-to-pay">see other ways to pay<\/a>/);

  await page.goto(`${site.url}/`);
  await showAllNotices(page);
  await page.getByRole('button', { name: `Dismiss notice: ${first}` }).click();
  await expect(page.getByText(first)).toHaveCount(0);
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === 'gpa-dismissed-notices',
  );
  expect(cookie?.value).toContain(firstId);

  const html = await serverHtml('/leac', `gpa-dismissed-notices=${cookie!.value}`);
  expect(html).toContain(first);
  expect(html).toContain(second);
  // Layout shifts from the first paint on, through hydration (the dismissed notice leaves the DOM).
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.total += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${site.url}/leac`);
  await expect(page.getByText(second)).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
  ).toBe(0);

  for (const documentId of [firstId, secondId])
    await admin('DELETE', `/content-manager/collection-types/${NOTICES}/${documentId}`);
});
