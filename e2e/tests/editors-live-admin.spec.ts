// The admin reads like the site (collections named by their page, the catalog's labels and help), and only
// the Sign-ups role sees visitors' personal data.
import { randomBytes } from 'node:crypto';
import { contentUrl, openAdminPage, signInAdminPage } from '../adminApi';
import { admin, adminSession, NOTICES, site, useEditorsSite } from '../editorsLive';
import { STRAPI_AXE_EXCEPTIONS } from '../adminAxe';
import { expect, expectAccessible, test } from '../fixtures';

useEditorsSite();

test('the admin reads like the site: collections named by their page and in full, where they appear beside their list and form, labels and help from the catalog, a hand-ordered FOIA list', async ({
  page,
}) => {
  // The admin panel's load is slow on a busy machine (openAdminPage).
  test.slow();
  const types = await admin('GET', '/content-manager/content-types');
  const ours = (
    types.json.data as unknown as { uid: string; info: { displayName: string; description: string } }[]
  ).filter((type) => type.uid.startsWith('api::'));
  expect(ours.length).toBeGreaterThan(90);
  expect(
    ours.filter((type) => !/^[A-Z][^:]+: /.test(type.info.displayName)).map((type) => type.info.displayName),
  ).toEqual([]);

  type Configuration = {
    contentType: {
      settings: { mainField: string; defaultSortBy: string };
      metadatas: Record<string, { edit: { label: string; description: string }; list: { label: string } }>;
      layouts: { list: string[] };
    };
  };
  const configuration = async (uid: string) =>
    (
      (await admin('GET', `/content-manager/content-types/${uid}/configuration`)).json
        .data as unknown as Configuration
    ).contentType;
  const rates = await configuration('api::rate-calculator.rate-calculator');
  expect(rates.metadatas.Rate_Value?.edit).toEqual(
    expect.objectContaining({ label: 'Rate', description: expect.stringContaining('0 to 100,000') }),
  );
  expect(rates.settings.mainField).toBe('Label');
  const notices = await configuration(NOTICES);
  expect(notices.settings.mainField).toBe('Title');
  expect(notices.metadatas.EndsAt?.edit.label).toBe('Ends at');
  const foia = await configuration('api::foia-report.foia-report');
  expect(foia.settings.defaultSortBy).toBe('Order');
  const articles = await configuration('api::article.article');
  expect(articles.settings).toEqual(
    expect.objectContaining({ defaultSortBy: 'Date', defaultSortOrder: 'DESC' }),
  );
  // News releases are named by the page that lists them; every column of their list reads as words (no "CREATEDAT").
  expect(ours.find((type) => type.uid === 'api::news-release.news-release')?.info.displayName).toBe(
    'Rate adjustment: news release',
  );
  const releases = await configuration('api::news-release.news-release');
  expect(releases.metadatas.createdAt?.list.label).toBe('Created');
  for (const column of releases.layouts.list)
    expect(releases.metadatas[column]?.list.label).not.toMatch(/^[a-z]+[A-Z]|^[A-Z]+$/);
  // The notice seeded as HTML (as the old editor stored it) opens as Markdown.
  const stored = await admin(
    'GET',
    `/content-manager/collection-types/${NOTICES}?filters[Title][$eq]=Online%20payment%20maintenance`,
  );
  const [maintenance] = (stored.json as unknown as { results: { description: string }[] }).results;
  expect(maintenance?.description).toMatch(
    /^\*\*Scheduled maintenance:\*\* .*\[see other ways to pay\]\(\/ways-to-pay\)/,
  );

  // In the admin itself, signed in with this session: where an article appears, beside its list and beside its
  // edit form; every collection named in full in the side navigation (no name cut to "...").
  await signInAdminPage(page, adminSession());
  const articleList = `${contentUrl}/admin/content-manager/collection-types/api::article.article`;
  const appearsOn = ours.find((type) => type.uid === 'api::article.article')!.info.description;
  expect(appearsOn).toMatch(/Appears on: News and Media \(\/news-and-media\)/);
  await openAdminPage(page, articleList);
  await expect(page.getByText(appearsOn)).toBeVisible();
  await expectAccessible(page, STRAPI_AXE_EXCEPTIONS);
  const navigation = page.getByRole('navigation', { name: 'Content Manager' });
  await expect(navigation.getByRole('link', { name: 'Clean energy master plan: document' })).toBeVisible();
  const cutNames = await navigation
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .filter((link) =>
          [...link.querySelectorAll('div')].some((name) => name.scrollWidth > name.clientWidth),
        )
        .map((link) => link.textContent),
    );
  expect(cutNames).toEqual([]);
  // The list's newest article, opened from its row.
  const [anArticle] = (
    (await admin('GET', '/content-manager/collection-types/api::article.article?pageSize=1&sort=Date:DESC'))
      .json as unknown as {
      results: { Title: string }[];
    }
  ).results;
  await page.getByRole('gridcell', { name: anArticle!.Title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: anArticle!.Title })).toBeVisible();
  await expect(page.getByText(appearsOn)).toBeVisible();
  await expectAccessible(page, STRAPI_AXE_EXCEPTIONS);

  // The site lists FOIA reports by their Order (seeded out of order), new ones (Order 0) first.
  await page.goto(`${site.url}/foia-reports`);
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows.first()).toContainText('Third Quarter (pending)');
  await expect(rows).toHaveText([
    /Third Quarter/,
    /2025 Second Quarter/,
    /2025 First Quarter/,
    /2024 Annual/,
    /2023 Annual/,
  ]);
});

test('personal data only for the Sign-ups role: an editor manages the pages and never sees a subscriber', async () => {
  const roles = (await admin('GET', '/admin/roles')).json.data as unknown as { id: number; code: string }[];
  const roleId = (code: string) => roles.find((role) => role.code === code)!.id;
  /** A new admin user with one role, signed in: its own session token. */
  const userWith = async (code: string) => {
    const email = `${code}-${randomBytes(3).toString('hex')}@example.org`;
    const invited = await admin('POST', '/admin/users', {
      email,
      firstname: 'Test',
      lastname: code,
      roles: [roleId(code)],
    });
    expect(invited.status, JSON.stringify(invited.json.error)).toBe(201);
    const registrationToken = (invited.json.data as unknown as { registrationToken: string })
      .registrationToken;
    const registered = await fetch(`${contentUrl}/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationToken,
        userInfo: { firstname: 'Test', lastname: code, password: 'Role-Passw0rd!' },
      }),
    });
    expect(registered.ok).toBe(true);
    return ((await registered.json()) as { data: { token: string } }).data.token;
  };
  const statusAs = async (userToken: string, uid: string) =>
    (
      await fetch(`${contentUrl}/content-manager/collection-types/${uid}`, {
        headers: { authorization: `Bearer ${userToken}` },
      })
    ).status;

  const editor = await userWith('strapi-editor');
  expect(await statusAs(editor, 'api::article.article')).toBe(200);
  expect(await statusAs(editor, NOTICES)).toBe(200);
  expect(await statusAs(editor, 'api::e-newsletter.e-newsletter')).toBe(403);
  expect(await statusAs(editor, 'api::school-visit-request.school-visit-request')).toBe(403);

  const signUps = await userWith('gpa-sign-ups');
  expect(await statusAs(signUps, 'api::e-newsletter.e-newsletter')).toBe(200);
  expect(await statusAs(signUps, 'api::school-visit-request.school-visit-request')).toBe(200);
  expect(await statusAs(signUps, 'api::article.article')).toBe(403);
});
