// Careless entries refused by Strapi with a message naming the field: a rate row, blank required text, dates
// years ahead and a notice ending before it starts.
import { randomBytes } from 'node:crypto';
import { admin, NOTICES, site, useEditorsSite } from '../editorsLive';
import { expect, test } from '../fixtures';

useEditorsSite();

test('a careless rate row is refused with a message naming the field; the calculator is unchanged', async ({
  page,
}) => {
  const rows = 'api::rate-calculator.rate-calculator';
  const negative = await admin('POST', `/content-manager/collection-types/${rows}`, {
    Label: 'Oops',
    Type: 'Fixed',
    Rate_Value: -500,
    Calc_Value: -0.5,
  });
  expect(negative.status).toBe(400);
  expect(JSON.stringify(negative.json.error)).toContain('Rate_Value must be greater than or equal to 0');
  const empty = await admin('POST', `/content-manager/collection-types/${rows}`, {});
  expect(empty.status).toBe(400);
  expect(JSON.stringify(empty.json.error)).toContain('Label must be defined');
  const article = await admin(
    'POST',
    '/content-manager/collection-types/api::article.article/actions/publish',
    { Title: 'No date' },
  );
  expect(article.status).toBe(400);
  expect(JSON.stringify(article.json.error)).toContain('Date');

  await page.goto(`${site.url}/rate-calculator?kwh=1000`);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('Oops')).toHaveCount(0);
});

test('required text means visible text: a rate row labelled with spaces and a FOIA report titled with spaces are refused', async ({
  page,
}) => {
  const rows = '/content-manager/collection-types/api::rate-calculator.rate-calculator';
  const blankLabel = await admin('POST', rows, { Label: '   ', Type: 'Fixed', Rate_Value: 1, Calc_Value: 1 });
  expect(blankLabel.status).toBe(400);
  const details = blankLabel.json.error?.details as { errors: { path: string[]; message: string }[] };
  expect(details.errors).toEqual([
    expect.objectContaining({
      path: ['Label'],
      message: 'Label cannot be blank: write the text visitors will read (spaces alone are not enough).',
    }),
  ]);
  // Also when an existing row is edited.
  const seeded = (await admin('GET', `${rows}?page=1&pageSize=1`)).json as unknown as {
    results: { documentId: string }[];
  };
  const edit = await admin('PUT', `${rows}/${seeded.results[0]!.documentId}`, { Label: ' \u00a0 ' });
  expect(edit.status).toBe(400);

  const foia = '/content-manager/collection-types/api::foia-report.foia-report';
  const blankTitle = await admin('POST', `${foia}/actions/publish`, { Title: '  \t ' });
  expect(blankTitle.status).toBe(400);
  expect(JSON.stringify(blankTitle.json.error)).toContain('Title cannot be blank');
  const draft = await admin('POST', foia, { Title: '    ' });
  expect(draft.status).toBe(400);

  await page.goto(`${site.url}/rate-calculator?kwh=1000`);
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto(`${site.url}/foia-reports`);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Third Quarter (pending)');
});

test('an article dated years ahead is refused with a message next to its date; one within a year is saved; a notice ending before it starts is refused', async () => {
  const articles = '/content-manager/collection-types/api::article.article';
  const typo = await admin('POST', articles, {
    Title: `Dated by mistake ${randomBytes(3).toString('hex')}`,
    Date: '2099-01-15',
  });
  expect(typo.status).toBe(400);
  const details = typo.json.error?.details as { errors: { path: string[]; message: string }[] };
  expect(details.errors[0]?.path).toEqual(['Date']);
  expect(details.errors[0]?.message).toMatch(
    /^Date cannot be later than \d{4}-\d{2}-\d{2} \(at most 366 days ahead\)\. Check the year\.$/,
  );

  const nextMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const planned = await admin('POST', articles, {
    Title: `Planned ${randomBytes(3).toString('hex')}`,
    Date: nextMonth,
  });
  expect(planned.status).toBe(201);
  await admin('DELETE', `${articles}/${planned.json.data!.documentId}`);

  // Saved with an end before its start (a new one, then an existing one whose end alone is moved): refused
  // next to both fields, with a message naming both.
  const notices = `/content-manager/collection-types/${NOTICES}`;
  const inAnHour = new Date(Date.now() + 3600_000).toISOString();
  const backwards = { Title: 'Backwards', description: '<p>Never.</p>', Severity: 'info' };
  const expectRefused = (answer: Awaited<ReturnType<typeof admin>>) => {
    expect(answer.status).toBe(400);
    const errors = (answer.json.error?.details as { errors: { path: string[]; message: string }[] }).errors;
    expect(errors.map(({ path }) => path)).toEqual([['StartsAt'], ['EndsAt']]);
    expect(errors[0]?.message).toMatch(/^Ends at \(.+ ChST\) must be later than Starts at \(.+ ChST\)/);
  };
  expectRefused(
    await admin('POST', notices, { ...backwards, StartsAt: inAnHour, EndsAt: new Date().toISOString() }),
  );
  const saved = await admin('POST', notices, { ...backwards, StartsAt: inAnHour });
  expect(saved.status).toBe(201);
  const documentId = saved.json.data!.documentId;
  expectRefused(await admin('PUT', `${notices}/${documentId}`, { EndsAt: new Date().toISOString() }));
  await admin('DELETE', `${notices}/${documentId}`);
});
