'use strict';

const { pdf } = require('./helpers');
const { createPdf } = require('./pdf');

/** Every object the cross-reference table points at starts where it says. */
function xrefHolds(pdf) {
  const text = pdf.toString('latin1');
  const start = Number(text.slice(text.lastIndexOf('startxref') + 10).split('\n')[0]);
  const rows = text.slice(start).split('\n');
  const count = Number(rows[1].split(' ')[1]);
  return Array.from({ length: count - 1 }, (_, index) => index + 1).every((id) =>
    text.slice(Number(rows[2 + id].slice(0, 10))).startsWith(`${id} 0 obj`),
  );
}

const pageCount = (pdf) => Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))[1]);

test('a seeded document has several numbered pages: its own text, then the standard sections on a page of their own', () => {
  const pdf = createPdf({
    title: 'Residential Rate Schedule R',
    lines: ['Customer charge $15.00 per month.'],
    issued: new Date('2025-08-01T00:00:00Z'),
  });
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
  const pdf = createPdf({
    title: 'Annual Report',
    lines: ['kilowatt '.repeat(1500).trim(), 'The last paragraph.'],
  });
  expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
  expect(pdf.toString('latin1')).toContain('(The last paragraph.) Tj');
  expect(xrefHolds(pdf)).toBe(true);
});

test('a document prints its own date of issue, or none, never the day the seed ran', () => {
  expect(
    createPdf({ title: 'GM Report to the CCU - May 2023', issued: 'May 2023' }).toString('latin1'),
  ).toContain('(Issued May 2023) Tj');
  const undated = createPdf({ title: 'Handhole Dimensions' }).toString('latin1');
  expect(undated).not.toMatch(/Issued [A-Z][a-z]+ \d/);
  expect(undated).toContain('(Issued by the Guam Power Authority.');
});

test('a seeded document is dated by its record or its title and speaks of its subject', () => {
  const report = pdf('GM Report to the CCU - May 2023');
  expect(report.issued).toBe('May 2023');
  expect(report.lines.join(' ')).toContain('Consolidated Commission on Utilities');
  expect(pdf('Press release', { issued: '2023-05-31' }).issued).toEqual(new Date('2023-05-31T00:00:00Z'));
  expect(pdf('Handhole Dimensions').issued).toBeUndefined();
});
