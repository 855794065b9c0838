const { chromium } = require('@playwright/test');
const launch = require('/work/wt-visitor-areas/e2e/chromium.js');
const base = 'http://127.0.0.1:8221';
const shots = {
  'bill': async (p) => { await p.goto(base + '/how-do-i/understand-my-bill'); await p.waitForTimeout(1000); },
  'fin-bonds': async (p) => { await p.goto(base + '/corporate/financials'); await p.getByRole('tab', { name: 'Bonds & Credit Ratings' }).click(); await p.waitForTimeout(1500); },
  'rateadj-calc': async (p) => { await p.goto(base + '/rateadjustment'); await p.getByRole('button', { name: 'Residential Calculator' }).click(); const f = p.getByLabel('Kilowatt hours (kWh) per month'); await f.fill('1000'); await p.getByRole('button', { name: 'Calculate' }).click(); await p.waitForTimeout(1000); },
  'rateadj-faq-chart': async (p) => { await p.goto(base + '/rateadjustment'); await p.getByRole('button', { name: "FAQ's" }).click(); await p.getByRole('button', { name: 'Proposed Rate Adjustments' }).click(); await p.getByLabel('Rate schedule').selectOption({ label: 'Schedule R' }); await p.waitForTimeout(1000); },
  'newsletter-error': async (p) => { await p.goto(base + '/newsletter-sign-up'); await p.getByLabel('First Name').fill('Ana'); await p.getByLabel('Last Name').fill('Cruz'); await p.getByLabel('Phone Number').fill('671-CALL'); await p.getByLabel('Email Address').fill('ana@example'); await p.waitForTimeout(500); },
  'forms-others': async (p) => { await p.goto(base + '/residential/forms-and-permits'); await p.waitForTimeout(1500); },
  'cemp': async (p) => { await p.goto(base + '/gpa-initiatives/clean-energy-master-plan'); await p.waitForTimeout(1500); },
  'brighter': async (p) => { await p.goto(base + '/brighterdaysahead'); await p.waitForTimeout(1500); },
  'assistance': async (p) => { await p.goto(base + '/how-do-i/get-financial-assistance'); await p.getByRole('button', { name: 'Rent and utilities' }).click(); await p.waitForTimeout(800); },
};
(async () => {
  const browser = await chromium.launch(launch.default ?? launch);
  const only = process.argv.slice(2);
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const [name, act] of Object.entries(shots)) {
      if (only.length && !only.includes(name)) continue;
      await act(page);
      await page.screenshot({ path: `/work/wt-visitor-areas/.screenshots/va-${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
  const nojs = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
  await nojs.goto(base + '/rate-calculator?kwh=1000'); await nojs.screenshot({ path: '/work/wt-visitor-areas/.screenshots/va-nojs-calc-375.png', fullPage: true });
  await nojs.goto(base + '/in-our-community'); await nojs.screenshot({ path: '/work/wt-visitor-areas/.screenshots/va-nojs-community-375.png', fullPage: true });
  await browser.close();
})();
