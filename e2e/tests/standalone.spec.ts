import { expect, test, visit } from '../fixtures';

const STANDALONE = [
  { area: 'customer', label: 'Customer', path: '/cybersecurity', check: /phishing/i },
  {
    area: 'corporate',
    label: 'Corporate',
    path: '/foia-reports',
    check: /FOIA Report - Fiscal Year 2025 Second Quarter/,
  },
  { area: 'financials', label: 'Financials', path: '/leac', check: /Secondary/ },
  { area: 'tools', label: 'Tools', path: '/rate-calculator', check: /Fuel Recovery Charge/ },
];

for (const { area, label, path, check } of STANDALONE) {
  test(`the ${area} area runs standalone (its own built page, no shell) against the content service`, async ({
    page,
  }) => {
    const manifest = await (await page.request.get('/site-manifest.json')).json();
    const standalonePage = manifest.areas[area].entry.replace(/mf-manifest\.json$/, 'index.html');
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && !url.pathname.startsWith('/areas/'))
        shellScripts.push(url.pathname);
    });
    await visit(page, `${standalonePage}#${path}`);
    await expect(page.getByText(`${label} area, standalone`)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(check);
    expect(shellScripts).toEqual([]);
  });
}
