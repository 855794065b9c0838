import type { Page } from '@playwright/test';
import { disclosure, expect, expectAccessible, hydrated, test, visit } from '../fixtures';
import { mobileAppMethod } from '../seededContent';

// Every route of the customer area: its heading, a piece of content from the seeded content service (or the
// static content that defines the page), axe at 1280 and 375 px, and no sideways scrolling on a phone.
const ROUTES: { path: string; h1: string; shows: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    h1: 'Welcome to Guam Power Authority',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Learn More/ })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('list', { name: 'Popular tasks' }).getByRole('link')).toHaveCount(6);
    },
  },
  {
    path: '/how-do-i/understand-my-bill',
    h1: 'Understand My Bill',
    shows: async (page) => {
      await expect(page.getByRole('img', { name: /^Sample residential bill/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Bill sample with explanations/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
    },
  },
  {
    path: '/how-do-i/track-my-energy-consumption',
    h1: 'Track My Energy Consumption',
    shows: async (page) => {
      await expect(
        page.getByRole('main').getByRole('link', { name: 'rate calculator', exact: true }),
      ).toHaveAttribute('href', '/rate-calculator');
      await expect(page.getByRole('link', { name: /View My Energy Usage/ })).toHaveAttribute(
        'target',
        '_blank',
      );
    },
  },
  {
    path: '/how-do-i/start-stop-move-services',
    h1: 'Start, Stop & Move Services',
    shows: async (page) => {
      const table = page.getByRole('table', { name: 'Residential deposit by number of rooms' });
      await expect(table.getByRole('row', { name: /3 Bedrooms/ })).toContainText('$300.00');
      await expect(page.getByRole('link', { name: 'customerservice@gpagwa.com' }).first()).toHaveAttribute(
        'href',
        'mailto:customerservice@gpagwa.com',
      );
      await expect(page.getByText('Application fee: $25.00')).toBeVisible();
    },
  },
  {
    path: '/how-do-i/get-financial-assistance',
    h1: 'Get Financial Assistance',
    shows: async (page) => {
      await disclosure(page, 'Rent and utilities').toggle.click();
      await expect(page.getByRole('table', { name: 'Income limits by household size' })).toContainText(
        '$85,300',
      );
      await expect(disclosure(page, 'Rental assistance').group).toHaveCount(0);
    },
  },
  {
    path: '/residential/manage-my-account',
    h1: 'Manage My Account (Residential)',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Log in to pay my bill/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(page.getByRole('link', { name: /^Log in to view my energy usage/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(page.getByRole('link', { name: 'Forms and Permits', exact: true })).toHaveCount(0);
    },
  },
  {
    path: '/business/manage-my-account',
    h1: 'Manage My Account (Business)',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: 'Forms and Permits', exact: true })).toHaveAttribute(
        'href',
        '/business/forms-and-permits',
      );
      await expect(page.getByRole('link', { name: /^View My Energy Usage/ })).toHaveCount(0);
    },
  },
  {
    path: '/residential/forms-and-permits',
    h1: 'Residential Forms & Permits',
    shows: async (page) => {
      const others = page.getByRole('region', { name: 'Others' });
      // Shown cut to 35 + '...'; the full label is the accessible name and the tooltip.
      const full = 'Net Metering Interconnection Application and Agreement for Customer-Generators';
      const cut = others.getByRole('link', { name: new RegExp(`^${full}`) });
      await expect(cut).toHaveAttribute('title', full);
      await expect(cut.getByText('Net Metering Interconnection Applic...')).toBeVisible();
      await expect(others.getByRole('link', { name: /^Load Letter Template/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Residential Plan Review Checklist/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
      await expect(
        page.getByText('Residential Plan Review Fee Schedule (available at our offices)'),
      ).toBeVisible();
    },
  },
  {
    path: '/business/forms-and-permits',
    h1: 'Business Forms & Permits',
    shows: async (page) => {
      await expect(
        page.getByRole('link', { name: /Commercial and Multi-Residential Plan Review Checklist/ }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Business License Information/ })).toHaveAttribute(
        'href',
        'https://www.guamtax.com/',
      );
    },
  },
  {
    path: '/brighterdaysahead',
    h1: 'Brighter Days Ahead',
    shows: async (page) => {
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '88.35');
      await expect(page.getByText('September 30, 2025').first()).toBeVisible();
      const projects = page.getByRole('complementary', { name: 'Capacity projects' });
      await expect(projects.getByRole('heading', { name: 'Plenum Repair' })).toBeVisible();
      await expect(projects).toContainText('ECD means Expected Completion Date');
      await expect(page.getByRole('figure', { name: /Battery energy storage/ }).locator('img')).toBeVisible();
    },
  },
  {
    path: '/beatthepeak',
    h1: 'Beat the Peak',
    shows: async (page) => {
      await expect(page.getByText('Use less power from 5PM to 11PM.')).toBeVisible();
      const about = disclosure(page, 'About Beat the Peak');
      await about.toggle.click();
      await expect(about.content).toBeVisible();
    },
  },
  {
    path: '/gpa-initiatives',
    h1: 'GPA Initiatives',
    shows: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /^Clean Energy Master Plan Our roadmap/ })).toHaveAttribute(
        'href',
        '/gpa-initiatives/clean-energy-master-plan',
      );
      await expect(main.getByRole('link', { name: /^Power to Serve and Operations/ })).toHaveAttribute(
        'href',
        '/corporate/operations',
      );
      await expect(main.getByRole('link', { name: /^Energy Sense Savings Guide/ })).toHaveAttribute(
        'href',
        'https://energysense.guampower.com/energy-saving-tips',
      );
      await expect(main.getByRole('link', { name: 'Information videos' })).toHaveAttribute(
        'href',
        '/gpa-initiatives/what-were-doing/information-videos',
      );
    },
  },
  {
    path: '/gpa-initiatives/clean-energy-master-plan',
    h1: 'Clean Energy Master Plan',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Volume I: Executive Summary/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
      await expect(page.getByRole('region', { name: 'Stakeholder Meeting 1 schedule' })).toContainText(
        'Friday, January 29, 2021',
      );
      await expect(page.getByRole('region', { name: 'Stakeholder Meeting 3 schedule' })).toContainText(
        '1:00 PM - 4:00 PM',
      );
      await expect(page.getByRole('heading', { name: 'The new 180 MW power plant' })).toBeVisible();
      await expect(disclosure(page, 'What is the Clean Energy Master Plan?').toggle).toBeVisible();
    },
  },
  {
    path: '/gpa-initiatives/other-resources',
    h1: 'Other Resources',
    shows: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Guam links' }).getByRole('link', { name: /Guam Energy Office/ }),
      ).toHaveAttribute('target', '_blank');
      await expect(
        page
          .getByRole('region', { name: 'Other links' })
          .getByRole('link', { name: /Home Energy Saving Tips Booklet/ }),
      ).toHaveAttribute('href', /\/uploads\/.+\.pdf$/);
    },
  },
  {
    path: '/gpa-initiatives/what-were-doing/information-videos',
    h1: 'Information Videos',
    shows: async (page) => {
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: /YouTube channel/ })).toHaveAttribute(
        'href',
        'https://www.youtube.com/@GuamPowerAuthority',
      );
      // More than one line: the site's own pages with recordings, no invented video.
      await expect(main.getByRole('link', { name: 'Integrated Resource Plan', exact: true })).toHaveAttribute(
        'href',
        '/corporate/news/integrated-resource-plan',
      );
      await expect(main.getByRole('link', { name: 'Educational Resources', exact: true })).toHaveAttribute(
        'href',
        '/in-our-community/educational-resources',
      );
      await expect(main.locator('iframe, video')).toHaveCount(0);
    },
  },
  {
    path: '/power-alerts',
    h1: 'Power Alerts',
    shows: async (page) => {
      const commands = page.getByRole('table', { name: 'Power alert text commands' });
      for (const command of ['OUT', 'STATUS', 'QUIT', 'ENROLL', 'HELP'])
        await expect(commands.getByRole('rowheader', { name: command, exact: true })).toBeVisible();
      await expect(page.getByText('Estimated time of restoration', { exact: false })).toBeVisible();
      await expect(disclosure(page, 'How do I enroll?').toggle).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Looking for' }).getByRole('link', { name: 'Ways to pay' }),
      ).toHaveAttribute('href', '/ways-to-pay');
    },
  },
  {
    path: '/ways-to-pay',
    h1: 'Ways to Pay',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'Drive-Thru' })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Pay in person' })
          .getByRole('link', { name: 'hours and locations' }),
      ).toHaveAttribute('href', '/contact-us#hours-and-locations');
      await expect(page.getByText('Accounts with arrears receive no refund').first()).toBeVisible();
      // The offices' hours as /contact-us gives them (the seed's customer service contact: 7AM to 5PM).
      await expect(page.getByRole('region', { name: 'Pay in person' })).toContainText(
        'Customer service offices, Mon-Fri 7AM to 5PM.',
      );
      // The Mobile App card links both app stores, as the content service has them; Refunds leads elsewhere.
      const app = await mobileAppMethod();
      const stores = page.getByRole('list', { name: 'Mobile App in the app stores' });
      await expect(stores.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
        'href',
        app.appStoreLink,
      );
      await expect(stores.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
        'href',
        app.googlePlayLink,
      );
      await expect(
        page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Refunds' }) })
          .getByRole('link'),
      ).not.toHaveAttribute('href', '/ways-to-pay');
    },
  },
  {
    path: '/in-our-community',
    h1: 'In Our Community',
    shows: async (page) => {
      await expect(
        page.getByRole('main').getByRole('link', { name: /^Educational Resources Activity books/ }),
      ).toHaveAttribute('href', '/in-our-community/educational-resources');
      await expect(page.locator('#e-newsletter')).toBeVisible();
    },
  },
  {
    path: '/in-our-community/educational-resources',
    h1: 'Educational Resources',
    shows: async (page) => {
      const carousel = page.getByRole('region', { name: 'Educational resources' });
      await expect(carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button')).toHaveCount(
        3,
      );
      await expect(carousel.getByRole('heading', { name: 'Science Fair Project Ideas' })).toBeVisible();
    },
  },
  {
    path: '/in-our-community/safety',
    h1: 'Safety',
    shows: async (page) => {
      await expect(page.getByRole('tab', { name: 'Indoor' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: 'Check Cords and Plugs' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'customerservice@gpagwa.com' })).toBeVisible();
    },
  },
  {
    path: '/in-our-community/community-partners-and-programs',
    h1: 'Community Partners & Programs',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'University of Guam Sea Grant' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Guam Energy Office' })).toBeVisible();
    },
  },
  {
    path: '/cybersecurity',
    h1: 'Cybersecurity',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Phishing Awareness Guide/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
    },
  },
  {
    path: '/energy-saving-tips',
    h1: 'Energy-Saving Tips',
    shows: async (page) => {
      const topics = [
        'Appliances',
        'Air conditioning',
        'Standby power',
        'Water heating',
        'Lighting',
        'Windows',
        'Cooking',
        'Refrigeration',
        'Laundry',
      ];
      for (const topic of topics) await expect(disclosure(page, topic).toggle).toBeVisible();
    },
  },
  {
    path: '/rebates',
    h1: 'Rebates',
    shows: async (page) => {
      const vendors = page.getByRole('table', { name: 'Participating washer and dryer vendors' });
      await expect(vendors.getByRole('row', { name: /Island Appliance Center/ })).toContainText(
        '(671) 646-2211',
      );
      await expect(page.getByText('$100 to $800')).toBeVisible();
      await expect(page.getByText('$200 rebate').first()).toBeVisible();
    },
  },
];

// Each page's own content at 1280 px (axe at the end of every test); every page at 375 and 320 px (width,
// axe, errors): every-page.spec.ts.
for (const route of ROUTES) {
  test(`${route.path} shows its content at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route.path);
    await expect(page.locator('main h1')).toHaveText(route.h1);
    await hydrated(page);
    await route.shows(page);
    // No content list failed (an embedded tools component may still be loading or unavailable: see customer-community).
    await expect(
      page
        .locator('main')
        .getByRole('alert')
        .filter({ hasNotText: /not available right now/ }),
    ).toHaveCount(0);
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px "Rent and utilities" grows to its content: nothing clipped, no scroll box inside the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, '/how-do-i/get-financial-assistance');
    const { toggle, content: panel } = disclosure(page, 'Rent and utilities');
    await toggle.click();
    await expect(panel.getByRole('table', { name: 'Income limits by household size' })).toBeVisible();
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test(`at ${width} px every Others label longer than 35 characters is cut as the seed cuts it, its full text reachable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, '/residential/forms-and-permits');
    const others = page.getByRole('region', { name: 'Others' });
    const full = 'Solar Water Heater Permit Checklist (ask at the customer service counter)';
    // Without a file: the cut label opens its full text in place (where to get it is in the part the cut hides).
    await expect(others.getByText('Solar Water Heater Permit Checklist...', { exact: true })).toBeVisible();
    await expect(others.getByText(full, { exact: true }).last()).toBeHidden();
    await others.getByText('Solar Water Heater Permit Checklist...', { exact: true }).click();
    await expect(others.locator('details p', { hasText: full })).toBeVisible();
    // With a link only: cut, the full label its accessible name and tooltip.
    const dpw = others.getByRole('link', {
      name: /^Building Permit Information \(Department of Public Works\)/,
    });
    await expect(dpw).toHaveAttribute('title', 'Building Permit Information (Department of Public Works)');
    await expect(dpw.locator('[aria-hidden="true"]')).toHaveText('Building Permit Information (Depart...');
    // ...and its full name a disclosure after it, which keyboard and touch reach (a tooltip never shows on a phone).
    const dpwFullName = others
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Building Permit Information/ }) })
      .locator('details');
    await expect(
      dpwFullName.getByText('Building Permit Information (Department of Public Works)', { exact: true }),
    ).toBeHidden();
    await dpw.focus();
    await page.keyboard.press('Tab');
    await expect(dpwFullName.getByText('Full name', { exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      dpwFullName.getByText('Building Permit Information (Department of Public Works)', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
    // A form with a file keeps the cut at 35 characters.
    await expect(others.getByText('Net Metering Interconnection Applic...')).toBeVisible();
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px every stakeholder meeting reads the same on the clean energy plan page as on the IRP page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const schedules = async (path: string) => {
      await visit(page, path);
      const tables = page.getByRole('region', { name: / schedule$/ });
      await expect(tables.first()).toBeVisible();
      return tables.evaluateAll((regions) =>
        regions.map((region) =>
          [...region.querySelectorAll('tbody th, tbody td')].map((cell) => cell.textContent),
        ),
      );
    };
    const onPlanPage = await schedules('/gpa-initiatives/clean-energy-master-plan');
    const onIrpPage = await schedules('/corporate/news/integrated-resource-plan');
    expect(onPlanPage).toHaveLength(5);
    expect(onPlanPage).toEqual(onIrpPage);
    // The meeting whose end is not set yet: the same TBD on both.
    expect(onPlanPage).toContainEqual([
      'Public Workshop on the Draft IRP',
      'Tuesday, February 15, 2022',
      'TBD',
      expect.stringMatching(/^Draft resource plan/),
    ]);
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px every "energy usage" link of the site goes to the one usage portal`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const addresses = new Set<string | null>();
    for (const path of ['/', '/how-do-i/track-my-energy-consumption', '/residential/manage-my-account']) {
      await visit(page, path);
      const links = page.getByRole('main').getByRole('link', { name: /energy usage/i });
      await expect(links.first()).toBeVisible();
      for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))
        addresses.add(href);
    }
    expect([...addresses]).toEqual(['https://myenergy.guampower.com']);
  });

  test(`at ${width} px the capacity projects give each completion date once, under the ECD* label`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/brighterdaysahead');
    const projects = page.getByRole('complementary', { name: 'Capacity projects' });
    const temporary = projects
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Temporary Power' }) });
    await expect(
      temporary.locator('dt', { hasText: 'ECD*' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('September 2024');
    await expect(projects.locator('dd', { hasText: /ECD/ })).toHaveCount(0);
    await expect(projects).toContainText('*ECD means Expected Completion Date.');
  });

  test(`at ${width} px the six project pictures are drawn illustrations, each named by its caption`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/brighterdaysahead');
    const figures = page.getByRole('region', { name: 'Project photos' }).getByRole('figure');
    await expect(figures).toHaveCount(6);
    for (const figure of await figures.all()) {
      const image = figure.locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /\/uploads\/.+\.svg$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(figure.locator('figcaption')).not.toBeEmpty();
    }
    await expect(
      page.getByRole('figure', { name: 'Battery energy storage system for peak hours' }),
    ).toBeVisible();
  });

  test(`at ${width} px /ways-to-pay gives the phone payment hours once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/ways-to-pay');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'By Phone' })).toBeVisible();
    const text = (await main.innerText()).replace(/\s+/g, ' ');
    expect(text.match(/Mon-Fri 8AM to 5PM/g)).toHaveLength(1);
    expect(text).not.toMatch(/phone[^.]*7:30/i);
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px the bill sample is drawn with numbered callouts that match the explained parts, readable on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/how-do-i/understand-my-bill');
    const sample = page.getByRole('img', { name: /^Sample residential bill for 1,000 kWh, total \$254\.41/ });
    await expect(sample).toBeVisible();
    const parts = await page
      .getByRole('region', { name: 'The parts of your bill' })
      .getByRole('listitem')
      .locator('strong')
      .allTextContents();
    expect(parts).toHaveLength(6);
    // Each callout number names its part in the picture's text alternative, in the list's order.
    const name = (await sample.getAttribute('aria-labelledby')) ?? '';
    const title = await page.locator(`[id="${name}"]`).textContent();
    for (const [index, part] of parts.entries()) expect(title).toContain(`${index + 1}: ${part}`);
    // The callouts are drawn 1 to 6, and every text of the picture is at least 12 px on screen.
    const texts = await sample.locator('text').evaluateAll((nodes) =>
      // The font size on screen: the drawn size times the picture's scale.
      nodes.map((node) => ({
        text: node.textContent,
        size: parseFloat(getComputedStyle(node).fontSize) * ((node as SVGTextElement).getScreenCTM()?.a ?? 0),
      })),
    );
    expect(texts.filter(({ text }) => /^[1-6]$/.test(text ?? '')).map(({ text }) => text)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(Math.min(...texts.map(({ size }) => size))).toBeGreaterThanOrEqual(12);
    for (const line of [
      'Customer charge',
      '$15.00',
      'Fuel recovery (LEAC)',
      '$155.50',
      'LEAC from 08/01/25',
      '$0.155495/kWh',
      '$254.41',
    ])
      await expect(sample).toContainText(line);
    // On each line of the bill the label ends before its amount begins.
    const overlaps = await sample.locator('text').evaluateAll((nodes) => {
      const boxes = nodes.map((node) => ({ text: node.textContent, box: node.getBoundingClientRect() }));
      return boxes.flatMap((a) =>
        boxes
          .filter(
            (b) =>
              a !== b &&
              Math.abs(a.box.top - b.box.top) < 2 &&
              a.box.left < b.box.left &&
              a.box.right > b.box.left,
          )
          .map((b) => `${a.text} / ${b.text}`),
      );
    });
    expect(overlaps).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
