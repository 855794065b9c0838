'use strict';

const { createPdf } = require('./pdf');

/** Every object the cross-reference table points at starts where it says. */
function xrefHolds(pdf) {
  const text = pdf.toString('latin1');
  const start = Number(text.slice(text.lastIndexOf('startxref') + 10).split('\n')[0]);
  const rows = text.slice(start).split('\n');
  const count = Number(rows[1].split(' ')[1]);
  return Array.from({ length: count - 1 }, (_, index) => index + 1).every((id) => text.slice(Number(rows[2 + id].slice(0, 10))).startsWith(`${id} 0 obj`));
}

const pageCount = (pdf) => Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))[1]);

test('a seeded document has several numbered pages: its own text, then the standard sections on a page of their own', () => {
  const pdf = createPdf({ title: 'Residential Rate Schedule R', lines: ['Customer charge $15.00 per month.'], issued: new Date('2025-08-01T00:00:00Z') });
  const text = pdf.toString('latin1');
  expect(pageCount(pdf)).toBe(2);
  expect(text).toContain('(Issued August 1, 2025) Tj');
  expect(text).toContain('(Residential Rate Schedule R - Page 1 of 2) Tj');
  expect(text).toContain('(Residential Rate Schedule R - Page 2 of 2) Tj');
  expect(text).toContain('(Where to get help) Tj');
  expect(text).not.toContain('Sample document');
  expect(xrefHolds(pdf)).toBe(true);
});

test('long text flows onto further pages instead of being cut at the bottom', () => {
  const pdf = createPdf({ title: 'Annual Report', lines: ['kilowatt '.repeat(1500).trim(), 'The last paragraph.'] });
  expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
  expect(pdf.toString('latin1')).toContain('(The last paragraph.) Tj');
  expect(xrefHolds(pdf)).toBe(true);
});
