import {
  BILL_AT_100_PER_BARREL,
  billRatesInWords,
  FAQ_GROUPS,
  groupFaqs,
  RATE_NEWS_RELEASES,
  RATE_SCHEDULE_OPTIONS,
} from './rateAdjustment';

const faq = (id: number, group: (typeof FAQ_GROUPS)[number]) => ({
  id,
  attributes: { group, question: `Q${id}`, answer: `A${id}`, createdAt: '', updatedAt: '' },
});

test('FAQs are listed under the four named groups in their fixed order, fetch order within a group', () => {
  const groups = groupFaqs([
    faq(1, 'Customer Impact'),
    faq(2, 'General Questions'),
    faq(3, 'Customer Impact'),
    faq(4, 'Transparency & Accountability'),
  ]);
  expect(groups.map(({ group, faqs }) => [group, faqs.map((f) => f.id)])).toEqual([
    ['General Questions', [2]],
    ['Customer Impact', [1, 3]],
    ['Transparency & Accountability', [4]],
  ]);
});

test('the dropdown offers the 15 rate schedules, each once, in order, each labelled by its key', () => {
  const keys = RATE_SCHEDULE_OPTIONS.map((option) => option.key);
  expect(new Set(keys).size).toBe(15);
  expect(keys).toEqual([...keys].sort());
  // "G-3" is "Schedule G (Three Phase)": the label the visitor picks names the chart the key selects.
  const phases: Record<string, string> = { '1': ' (Single Phase)', '3': ' (Three Phase)' };
  for (const { key, label } of RATE_SCHEDULE_OPTIONS) {
    const [schedule, phase] = key.split('-');
    expect(label).toBe(
      `Schedule ${schedule}${phase === undefined ? '' : (phases[phase] ?? ' (unknown phase)')}`,
    );
  }
});

test('the sidebar has nine fixed news releases with distinct anchors', () => {
  expect(new Set(RATE_NEWS_RELEASES.map((release) => release.anchor)).size).toBe(9);
});

test('each bill at $100 a barrel names its rates and the LEAC of its date in words, with that LEAC per kWh', () => {
  expect(
    BILL_AT_100_PER_BARREL.map((figure) => [figure.when, billRatesInWords(figure), figure.bill]),
  ).toEqual([
    ['Jan 2025', 'rates before Feb 1, 2025 with the LEAC of August 1, 2024, $0.261995 per kWh', '$359'],
    ['Feb 2025', 'base rates of 2/1/2025 with the LEAC of February 1, 2025, $0.208802 per kWh', '$306'],
    ['Sept 2025', 'proposed rates and LEAC, effective 9/1/2025', '$264'],
  ]);
  // None is called current: the LEAC in force today is another one.
  for (const figure of BILL_AT_100_PER_BARREL) expect(billRatesInWords(figure)).not.toMatch(/current/i);
});
