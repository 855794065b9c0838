// The media library's files are on the site's address: what the admin API answers (the media library's
// "Copy link", its previews, crops and downloads, a file picked into an entry) names the site, whose /uploads
// the admin's origin may load; the content API keeps the relative /uploads/... that the site prefixes itself.
import { randomBytes } from 'node:crypto';
import { adminCall, adminToken, contentUrl } from '../adminApi';
import { expect, test } from '../fixtures';
import { SITE_PORT } from '../playwright.config';

const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const FOIA = 'api::foia-report.foia-report';
type StoredFile = { id: number; url: string; mime: string; formats?: Record<string, { url: string }> | null };

let token: string;
test.beforeAll(async () => {
  token = await adminToken();
});

/** A seeded picture of the media library, as the admin lists it. */
async function seededPicture(): Promise<StoredFile> {
  const listed = await adminCall(
    token,
    'GET',
    '/upload/files?page=1&pageSize=1&filters[mime][$eq]=image/png',
  );
  const [picture] = (listed.json as unknown as { results: StoredFile[] }).results;
  expect(picture, 'a seeded PNG in the media library').toBeTruthy();
  return picture!;
}

test("the admin's file links are the site's: uploads, the media library and an entry's file; the content API keeps the relative path", async () => {
  const picture = await seededPicture();
  expect(picture.url).toMatch(new RegExp(`^${siteUrl}/uploads/[^/]+\\.png$`));
  for (const format of Object.values(picture.formats ?? {}))
    expect(format.url.startsWith(`${siteUrl}/uploads/`)).toBe(true);

  // The link an editor copies opens the file on the site, the very bytes the content service stores.
  const relative = picture.url.slice(siteUrl.length);
  const fromSite = await fetch(picture.url);
  expect(fromSite.status).toBe(200);
  const bytes = Buffer.from(await fromSite.arrayBuffer());
  expect(bytes.equals(Buffer.from(await (await fetch(`${contentUrl}${relative}`)).arrayBuffer()))).toBe(true);

  // A new upload answers with, and is listed at, the site's address; deleted, the site no longer serves it.
  const name = `site-link-${randomBytes(3).toString('hex')}.png`;
  const form = new FormData();
  form.append('files', new Blob([bytes], { type: 'image/png' }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText: 'A test picture', caption: '' }));
  const uploaded = await fetch(`${contentUrl}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const [file] = (await uploaded.json()) as StoredFile[];
  expect(file!.url).toMatch(new RegExp(`^${siteUrl}/uploads/`));
  const found = (await adminCall(token, 'GET', `/upload/files/${file!.id}`)).json as unknown as StoredFile;
  expect(found.url).toBe(file!.url);
  expect((await fetch(file!.url)).status).toBe(200);
  expect((await adminCall(token, 'DELETE', `/upload/files/${file!.id}`)).status).toBe(200);
  await expect.poll(async () => (await fetch(file!.url)).status).toBe(404);

  // An entry's file: the site's address in the admin's edit view, the relative path for visitors.
  const reports = (await (await fetch(`${contentUrl}/api/foia-reports?populate[0]=File`)).json()) as {
    data: { documentId: string; File: { url: string } | null }[];
  };
  const report = reports.data.find((entry) => entry.File);
  expect(report, 'a seeded FOIA report with a file').toBeTruthy();
  expect(report!.File!.url).toMatch(/^\/uploads\//);
  const edited = (
    await adminCall(token, 'GET', `/content-manager/collection-types/${FOIA}/${report!.documentId}`)
  ).json as unknown as {
    data: { File: StoredFile };
  };
  expect(edited.data.File.url).toBe(`${siteUrl}${report!.File!.url}`);
});

test("the admin's origin may show, crop and download the site's files (its policy names the site, the site allows the read)", async ({
  browser,
}) => {
  const picture = await seededPicture();
  // Any answer of the content service carries the admin's content security policy: a page of its origin
  // (not a page of the site, so in a browser page of its own).
  const page = await browser.newPage();
  const answer = await page.goto(`${contentUrl}/admin/init`);
  const policy = (await answer!.allHeaders())['content-security-policy'] ?? '';
  for (const directive of ['img-src', 'media-src', 'connect-src'])
    expect(policy).toMatch(new RegExp(`${directive} [^;]*${siteUrl.replace(/\./g, '\\.')}`));

  // As the media library's cropper does: a CORS image drawn on a canvas and read back, then the download.
  const result = await page.evaluate(async (url) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = `${url}?updatedAt=${Date.now()}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d')!.drawImage(image, 0, 0);
    const cropped = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    const download = await fetch(url);
    return {
      width: image.naturalWidth,
      cropped: cropped?.size ?? 0,
      downloaded: (await download.arrayBuffer()).byteLength,
    };
  }, picture.url);
  expect(result.width).toBeGreaterThan(0);
  expect(result.cropped).toBeGreaterThan(0);
  expect(result.downloaded).toBeGreaterThan(0);
  await page.close();
});
