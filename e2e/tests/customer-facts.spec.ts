// What a customer can trust on the customer pages: one fact, one value on every page as the server renders it,
// and content current today at 375 px (the alerts number to tap, open jobs, the LEAC in force).
import { expect, hydrated, test } from '../fixtures';

interface Manifest {
  areas: Record<string, { routes: { path: string }[] }>;
}

/** The text a visitor reads on a page, from the server's HTML (tags, scripts and styles left out). */
function readableText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|\s+/g, ' ');
}

/**
 * Facts that must read the same wherever a page gives them: a name, where its value is in the text, and pages
 * that must give it (each reads it from its one content record).
 */
const FACTS: [fact: string, where: RegExp, givenOn?: string[]][] = [
  [
    'procurement phone',
    /Supply Management[\s\S]{0,250}?\(671\) (\d{3}-\d{4})/g,
    ['/corporate/procurement', '/contact-us'],
  ],
  ['phone payment hours', /Pay by phone at \(671\) 647-5787\s*, ([^.]+?)\s*\./g],
  [
    'customer service hours',
    /customer service(?: offices)?(?: at \(671\) 647-5787)?\s*, (Mon-Fri \S+ to \S+?)\s*\./gi,
  ],
  ['date of the $42 decrease release', /\$42\.00 Decrease for September 2025 \((\w+ \d{1,2}, \d{4})\)/g],
  ['a bill called current', /\bcurrent (?:bill|amount)[^.$]{0,40}\$(\d{2,3}\.\d\d)\b/gi],
];

test('one fact, one value: every page as the server renders it gives each fact the same way', async ({
  request,
}) => {
  test.slow();
  const manifest = (await (await request.get('/site-manifest.json')).json()) as Manifest;
  const paths = Object.values(manifest.areas)
    .flatMap(({ routes }) => routes.map((route) => route.path))
    .filter((path) => !/[:*]/.test(path));
  const found = new Map<string, Map<string, string[]>>(FACTS.map(([fact]) => [fact, new Map()]));
  for (const path of paths) {
    // A render past its time budget is sent client-rendered (no content in it): ask again for the rendered one.
    let html = '';
    for (let attempt = 0; attempt < 4 && !/<h1[\s>]/.test(html); attempt++)
      html = await (await request.get(path)).text();
    const text = readableText(html);
    for (const [fact, where] of FACTS)
      for (const match of text.matchAll(where)) {
        const value = match.slice(1).join(' ');
        const pages = found.get(fact)!;
        pages.set(value, [...(pages.get(value) ?? []), path]);
      }
  }
  for (const [fact, , givenOn = []] of FACTS) {
    const values = found.get(fact)!;
    // Each fact is given somewhere (a pattern that matches nothing would pass for nothing), on its pages.
    if (fact !== 'a bill called current')
      expect(values.size, `${fact}: not found on any page`).toBeGreaterThan(0);
    const pagesGivingIt = [...values.values()].flat();
    for (const path of givenOn) expect(pagesGivingIt, `${fact}: not found on ${path}`).toContain(path);
    // Which pages give which value, when there are two: the message names them.
    expect([...values.keys()], `${fact}: ${JSON.stringify(Object.fromEntries(values))}`).toHaveLength(
      Math.min(values.size, 1),
    );
  }
});

test('content a customer can trust today, at 375 px: the alerts number to tap, open jobs as of today, the LEAC in force', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const shots = process.env.SCREENSHOTS_DIR;
  const look = async (name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  };

  await page.goto('/power-alerts');
  await hydrated(page);
  // The number to text, in the text commands section: a link that opens the phone's messages.
  const alertsNumber = page.getByRole('main').locator('a[href^="sms:"]');
  await expect(alertsNumber).toHaveText(/^\(\d{3}\) \d{3}-\d{4}$/);
  await expect(alertsNumber).toHaveAttribute('href', /^sms:\+1\d{10}$/);
  await look('power-alerts');

  await page.goto('/how-do-i/find-job-openings');
  await hydrated(page);
  const asOf = page.getByText(/^Open for applications as of /);
  await expect(asOf).toBeVisible();
  const closing = await page
    .getByRole('table', { name: 'Job announcements' })
    .locator('tbody tr td:nth-child(5)')
    .allTextContents();
  expect(closing.length).toBeGreaterThan(0);
  // Every listed announcement closes today or later (dates are days, read in UTC as the page writes them).
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  for (const date of closing) expect(Date.parse(`${date} UTC`)).toBeGreaterThanOrEqual(today);
  await look('find-job-openings');

  // In the server's HTML, before any script.
  const leacHtml = readableText(await (await page.request.get('/leac')).text());
  expect(leacHtml).toMatch(/The LEAC in force since August 1, 2025 is \$0\.155495 per kWh/);
  await page.goto('/leac');
  await hydrated(page);
  await expect(
    page.getByText(/^The LEAC in force since August 1, 2025 is \$0\.155495 per kWh/),
  ).toBeInViewport();
  await look('leac');
});
