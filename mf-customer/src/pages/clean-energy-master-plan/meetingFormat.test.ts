import { formatMeetingDate, formatMeetingTime, formatMeetingTimes } from './meetingFormat';

test('dates read as calendar dates, whatever the time zone', () => {
  expect(formatMeetingDate('2021-01-29')).toBe('January 29, 2021');
  expect(formatMeetingDate('2021-12-01')).toBe('December 1, 2021');
  expect(formatMeetingDate(null)).toBeUndefined();
});

test('times on a 12-hour clock, with a range when both ends are set', () => {
  expect(formatMeetingTime('09:00:00.000')).toBe('9:00 AM');
  expect(formatMeetingTime('12:30:00.000')).toBe('12:30 PM');
  expect(formatMeetingTime('00:15:00')).toBe('12:15 AM');
  expect(formatMeetingTimes('13:00:00.000', '16:00:00.000')).toBe('1:00 PM to 4:00 PM');
  expect(formatMeetingTimes('13:00:00.000', null)).toBe('1:00 PM');
  expect(formatMeetingTimes(null, '16:00:00.000')).toBeUndefined();
});
