import { disclosure, expect, expectAccessible, test, visit } from '../fixtures';

// The customer pages at a phone's and a desktop's width: what grows, what is cut and reachable, what reads
// the same on two pages, and the pictures and links every width shows.
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
