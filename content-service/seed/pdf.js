'use strict';

/**
 * Minimal, dependency-free PDF 1.4 writer for the seed's documents: a Letter-size document of several pages in
 * Helvetica, as the utility publishes them: a header band, the title, the document's own paragraphs, then its
 * standard sections (purpose, where to get help, record of issue) flowing onto as many pages as they need, each
 * page numbered "Page n of N". Byte offsets of the cross-reference table are computed exactly, so every reader
 * (browsers, pdf.js, Acrobat) opens the file without repair.
 */

/** PDF string literal for the built-in (WinAnsi) fonts: ASCII only, escaped. */
function pdfString(value) {
  const ascii = String(value)
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E]/g, '');
  return `(${ascii.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

/** Greedy word wrap to a maximum number of characters per line. */
function wrap(textValue, width) {
  const words = String(textValue).split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE_WIDTH = 612; // Letter, points
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BOTTOM = 72;

/** The sections every seeded document ends with, after its own text: what a published utility document carries. */
function standardSections(title, issued) {
  return [
    {
      heading: 'Purpose',
      paragraphs: [
        `This document, "${title}", is published by the Guam Power Authority (GPA) for its customers, contractors and the public. It sets out the information, figures and requirements named in its title as they apply on the date of issue shown below.`,
        'Where this document and a tariff, rule or order of the Guam Public Utilities Commission differ, the tariff, rule or order governs. Figures are rounded for presentation; the billing system applies the exact approved rates.',
      ],
    },
    {
      heading: 'Who this applies to',
      paragraphs: [
        'Residential, commercial, government and industrial customers of GPA on the island of Guam, and contractors and applicants working on GPA facilities or service connections.',
        'Customers with questions about their own account should have their account number ready when they contact customer service.',
      ],
    },
    {
      heading: 'Where to get help',
      paragraphs: [
        'Customer Service: Gloria B. Nelson Public Service Building, 688 Route 15, Fadian, Mangilao, Guam 96913. Open Monday to Friday, 7:00 AM to 5:00 PM (except government holidays).',
        'Telephone (671) 647-5787 or (671) 647-5788; after hours and trouble line (671) 475-5000. Email customerservice@gpagwa.com. Online: www.guampowerauthority.com.',
      ],
    },
    {
      heading: 'Record of issue',
      paragraphs: [
        `${issued ? `Issued ${issued}` : 'Issued'} by the Guam Power Authority. This edition replaces any earlier edition of the same title. Copies are available at the customer service counter and on the GPA website.`,
      ],
    },
  ];
}

/** The bytes of a PDF of these objects (numbered from 1 in order): header, objects, cross-reference table. */
function pdfFile(objects) {
  const chunks = ['%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'];
  let length = Buffer.byteLength(chunks[0], 'latin1');
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = `${index + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(chunk);
    length += Buffer.byteLength(chunk, 'latin1');
  });
  const xrefOffset = length;
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(xref);
  return Buffer.from(chunks.join(''), 'latin1');
}

/**
 * @param {object} options
 * @param {string} options.title  title line (bold, 18 pt, wrapped)
 * @param {string[]} [options.lines] the document's own paragraphs (11 pt, wrapped)
 * @param {string} [options.author]
 * @param {Date | string} [options.issued] the document's own date of issue (a day, or a text such as "May 2023");
 *   none: no date is printed (never the day the seed ran)
 * @returns {Buffer} a valid PDF of two pages or more
 */
function createPdf({ title, lines = [], author = 'Guam Power Authority', issued }) {
  const issuedText =
    issued instanceof Date
      ? issued.toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        })
      : issued;
  const pages = [];
  let ops;
  let y;
  const newPage = () => {
    ops = [];
    pages.push(ops);
    ops.push('0.06 0.27 0.51 rg', `0 ${PAGE_HEIGHT - 40} ${PAGE_WIDTH} 40 re f`, '0 g');
    ops.push(
      'BT',
      '/F1 9 Tf',
      `1 1 1 rg ${MARGIN} ${PAGE_HEIGHT - 26} Td`,
      `${pdfString(author.toUpperCase())} Tj`,
      'ET',
      '0 g',
    );
    y = PAGE_HEIGHT - MARGIN;
  };
  const text = (font, size, value, lead) => {
    if (y - lead < BOTTOM) newPage();
    y -= lead;
    ops.push('BT', `/${font} ${size} Tf`, `${MARGIN} ${y} Td`, `${pdfString(value)} Tj`, 'ET');
  };
  newPage();
  for (const titleLine of wrap(title, 52)) text('F2', 18, titleLine, 24);
  if (issuedText) text('F1', 10, `Issued ${issuedText}`, 16);
  y -= 10;
  ops.push(`0.6 G ${MARGIN} ${y} m ${PAGE_WIDTH - MARGIN} ${y} l S 0 G`);
  y -= 8;
  const paragraph = (value) => {
    for (const bodyLine of wrap(value, 90)) text('F1', 11, bodyLine, 15);
    y -= 6;
  };
  lines.forEach(paragraph);
  // The standard sections start on a page of their own, as the printed documents do.
  newPage();
  for (const section of standardSections(title, issuedText)) {
    y -= 8;
    text('F2', 13, section.heading, 18);
    section.paragraphs.forEach(paragraph);
  }
  pages.forEach((pageOps, index) =>
    pageOps.push(
      'BT',
      '/F1 8 Tf',
      `0.4 g ${MARGIN} 40 Td`,
      `${pdfString(`${title.slice(0, 80)} - Page ${index + 1} of ${pages.length}`)} Tj`,
      'ET',
    ),
  );

  // 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page and its content stream per page.
  const pageIds = pages.map((_, index) => 6 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Producer (content-service seed) >>`,
  ];
  for (const [index, pageOps] of pages.entries()) {
    const stream = pageOps.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  }

  return pdfFile(objects);
}

module.exports = { createPdf, pdfString, wrap };
