import { FAQ_GROUPS, groupFaqs, RATE_NEWS_RELEASES, RATE_SCHEDULE_OPTIONS } from './rateAdjustment';

const faq = (id: number, group: (typeof FAQ_GROUPS)[number]) => ({
  id,
  attributes: { group, question: `Q${id}`, answer: `A${id}`, createdAt: '', updatedAt: '' },
});

test('FAQs are listed under the four named groups in their fixed order, fetch order within a group', () => {
  const groups = groupFaqs([faq(1, 'Customer Impact'), faq(2, 'General Questions'), faq(3, 'Customer Impact'), faq(4, 'Transparency & Accountability')]);
  expect(groups.map(({ group, faqs }) => [group, faqs.map((f) => f.id)])).toEqual([
    ['General Questions', [2]],
    ['Customer Impact', [1, 3]],
    ['Transparency & Accountability', [4]],
  ]);
});

test('the dropdown offers the 15 schedules of the spec, each once', () => {
  expect(RATE_SCHEDULE_OPTIONS.map((option) => option.label)).toEqual([
    'Schedule D',
    'Schedule F',
    'Schedule G (Single Phase)',
    'Schedule G (Three Phase)',
    'Schedule H',
    'Schedule J (Single Phase)',
    'Schedule J (Three Phase)',
    'Schedule K (Single Phase)',
    'Schedule K (Three Phase)',
    'Schedule L',
    'Schedule N',
    'Schedule P',
    'Schedule R',
    'Schedule S (Single Phase)',
    'Schedule S (Three Phase)',
  ]);
  expect(new Set(RATE_SCHEDULE_OPTIONS.map((option) => option.key)).size).toBe(15);
});

test('the sidebar has nine fixed news releases with distinct anchors', () => {
  expect(new Set(RATE_NEWS_RELEASES.map((release) => release.anchor)).size).toBe(9);
});
