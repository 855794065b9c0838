import { expect, overrideManifest, tapPage, test, visit } from '../fixtures';

const AREA_PAGES = [
  { area: 'customer', path: '/cybersecurity', heading: 'Cybersecurity' },
  { area: 'corporate', path: '/foia-reports', heading: 'FOIA Reports' },
  { area: 'financials', path: '/rates', heading: 'Rates' },
  { area: 'tools', path: '/rate-calculator', heading: 'Rate Calculator' },
];

for (const { area, path, heading } of AREA_PAGES) {
  test(`a first visit to ${path} loads the ${area} area from the site manifest, and no other area's code`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // A page of text holds its code until used (ssr-pages-hydration.spec.ts): the visitor taps it.
    await tapPage(page);
    const manifest = await (await page.request.get('/site-manifest.json')).json();
    const areaBase = new URL('.', new URL(manifest.areas[area].entry, 'http://x')).pathname;
    expect(scripts).toContain(`${areaBase}remoteEntry.js`);
    const otherAreas = scripts.filter(
      (script) => script.startsWith('/areas/') && !script.startsWith(areaBase),
    );
    expect(otherAreas).toEqual([]);
  });
}

test('the shell takes area URLs from the run-time manifest only (no URL baked in at build time)', async ({
  page,
}) => {
  // Serve the financials build from another address, as a redeployment would, by editing only the manifest.
  let original = '';
  await overrideManifest(page, (manifest) => {
    original = manifest.areas.financials!.entry;
    manifest.areas.financials!.entry = original.replace('/areas/financials/', '/moved/financials/');
  });
  const moved: string[] = [];
  await page.route('**/moved/financials/**', async (route) => {
    moved.push(route.request().url());
    const response = await route.fetch({
      url: route.request().url().replace('/moved/financials/', '/areas/financials/'),
    });
    await route.fulfill({ response });
  });
  await visit(page, '/leac');
  await expect(page.getByRole('table', { name: /LEAC charge per kWh/ })).toBeVisible();
  expect(moved.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // The route table travels in the manifest: no routes.json request sits on the way to the page.
  expect(moved.some((url) => url.endsWith('/routes.json'))).toBe(false);
});

test('navigating across all four areas happens in one document, with one React', async ({ page }) => {
  // A stand-in for React DevTools: every React renderer that loads registers itself here.
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await visit(page, '/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const LEAC = 'Levelized Energy Adjustment Clause (LEAC)';
  const HOME = 'Welcome to Guam Power Authority';
  // customer -> financials -> tools -> (back) -> customer -> corporate -> (back) -> customer page
  const steps: ({ click: string } | { back: true })[] = [
    { click: 'Fuel charge (LEAC) rates' },
    { click: 'estimate your bill with the rate calculator' },
    { back: true },
    { back: true },
    { click: 'FOIA reports' },
    { back: true },
    { click: 'Protect yourself from scams' },
  ];
  const expected = [LEAC, 'Rate Calculator', LEAC, HOME, 'FOIA Reports', HOME, 'Cybersecurity'];
  for (const [index, step] of steps.entries()) {
    if ('click' in step)
      await page.getByRole('main').getByRole('link', { name: step.click, exact: true }).click();
    else await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[index]!);
    // Focus moves to the new page's heading on client navigation.
    if ('click' in step) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  }

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(documents).toHaveLength(1);
  const versions = await page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
    ].map((renderer) => renderer.version),
  );
  expect(versions).toHaveLength(1);
  expect(versions[0]).toMatch(/^19\./);
  expect(await page.title()).toBe('Cybersecurity | Guam Power Authority');
});

test('every area reads the content service set in the manifest through the one shared store', async ({
  page,
  baseURL,
}) => {
  // The shell puts the manifest's content URLs in shared-ui's zustand store; an area with its own copy
  // of the store would still call the default /api.
  await overrideManifest(page, (manifest) => ({
    ...manifest,
    content: { apiUrl: '/cms/api', filesUrl: `${baseURL}/cms-files` },
  }));
  const viaManifest: string[] = [];
  await page.route('**/cms/api/**', async (route) => {
    viaManifest.push(new URL(route.request().url()).pathname);
    const response = await route.fetch({ url: route.request().url().replace('/cms/api/', '/api/') });
    await route.fulfill({ response });
  });
  await page.route('**/api/**', (route) =>
    new URL(route.request().url()).pathname.startsWith('/cms/')
      ? route.fallback()
      : route.abort('blockedbyclient'),
  );

  await visit(page, '/foia-reports');
  await expect(
    page.getByRole('link', { name: /FOIA Report - Fiscal Year 2025 Second Quarter/ }),
  ).toHaveAttribute('href', new RegExp(`^${baseURL}/cms-files/uploads/.+\\.pdf$`));
  await visit(page, '/leac');
  await page.getByRole('tab', { name: 'FUEL PURCHASES' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect(viaManifest).toEqual(
    expect.arrayContaining(['/cms/api/foia-reports', '/cms/api/financials-fuel-purchases']),
  );
});
