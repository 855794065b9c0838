import { FAQ_GROUPS, groupFaqs, RATE_NEWS_RELEASES, RATE_SCHEDULE_OPTIONS } from './rateAdjustment';

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

test('the dropdown offers the 15 schedules of the spec, each once, in order, each labelled by its key', () => {
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
