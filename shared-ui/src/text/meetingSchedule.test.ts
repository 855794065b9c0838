import { formatLongDate, formatMeetingDate, formatMeetingTime, latestUpdate, TBD } from './meetingSchedule';

test('dates read in the long weekday form, the same in any time zone', () => {
  expect(formatMeetingDate('2021-01-29')).toBe('Friday, January 29, 2021');
  expect(formatMeetingDate('2021-03-26')).toBe('Friday, March 26, 2021');
  expect(formatMeetingDate('2021-12-10')).toBe('Friday, December 10, 2021');
  // A full ISO timestamp is read by its calendar day, not shifted by the local zone.
  expect(formatMeetingDate('2021-12-10T23:30:00.000Z')).toBe('Friday, December 10, 2021');
});

test.each([null, undefined, '', 'soon', '2021-02-30', '2021-13-01'])(
  'a missing or invalid date (%p) reads TBD',
  (value) => {
    expect(formatMeetingDate(value)).toBe(TBD);
  },
);

test('times read start - end on a 12-hour clock', () => {
  expect(formatMeetingTime('09:00:00.000', '12:00:00.000')).toBe('9:00 AM - 12:00 PM');
  expect(formatMeetingTime('13:30', '16:05:00')).toBe('1:30 PM - 4:05 PM');
  expect(formatMeetingTime('00:15:00', '00:45:00')).toBe('12:15 AM - 12:45 AM');
});

test.each([
  [null, '12:00:00.000'],
  ['09:00:00.000', null],
  ['25:00:00', '26:00:00'],
  ['9am', '12:00'],
  ['16:00:00', '13:00:00'],
])('an invalid time range (%p - %p) reads TBD', (start, end) => {
  expect(formatMeetingTime(start, end)).toBe(TBD);
});

test('the page update date is the latest updatedAt of all items', () => {
  const items = ['2024-03-01T10:00:00.000Z', '2025-06-30T23:59:00.000Z', '2023-01-01T00:00:00.000Z'].map(
    (updatedAt) => ({
      attributes: { updatedAt },
    }),
  );
  expect(latestUpdate(items)).toBe('June 30, 2025');
  expect(latestUpdate([])).toBe('');
  expect(formatLongDate('2023-05-03')).toBe('May 3, 2023');
});
