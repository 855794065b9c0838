import { completionDate } from './BrighterDaysAheadPage';

test('a completion date is shown without an "ECD:" the content repeats', () => {
  expect(completionDate('ECD: September 2024')).toBe('September 2024');
  expect(completionDate('  ecd:September 30, 2025')).toBe('September 30, 2025');
  expect(completionDate('Completed')).toBe('Completed');
  expect(completionDate(null)).toBe('');
});
