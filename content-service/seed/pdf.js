'use strict';

/**
 * Minimal, dependency-free PDF 1.4 writer: one A4-ish (Letter) page with a title line and a
 * few body lines in Helvetica. Byte offsets of the cross-reference table are computed
 * exactly, so every reader (browsers, pdf.js, Acrobat) opens the file without repair.
 */

const PAGE_WIDTH = 612; // Letter, points
const PAGE_HEIGHT = 792;

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

/**
 * @param {object} options
 * @param {string} options.title  title line (bold, 18 pt, wrapped)
 * @param {string[]} [options.lines] body paragraphs (11 pt, wrapped)
 * @param {string} [options.author]
 * @returns {Buffer} a valid single-page PDF
 */
function createPdf({ title, lines = [], author = 'Guam Power Authority' }) {
  const ops = [];
  let y = PAGE_HEIGHT - 72;
  ops.push('0.06 0.27 0.51 rg', `0 ${PAGE_HEIGHT - 40} ${PAGE_WIDTH} 40 re f`, '0 g');
  ops.push('BT', '/F1 9 Tf', `1 1 1 rg 72 ${PAGE_HEIGHT - 26} Td`, `${pdfString(author.toUpperCase())} Tj`, 'ET', '0 g');
  for (const titleLine of wrap(title, 52)) {
    y -= 24;
    ops.push('BT', '/F2 18 Tf', `72 ${y} Td`, `${pdfString(titleLine)} Tj`, 'ET');
  }
  y -= 10;
  ops.push(`0.6 G 72 ${y} m ${PAGE_WIDTH - 72} ${y} l S 0 G`);
  y -= 8;
  for (const paragraph of lines) {
    for (const bodyLine of wrap(paragraph, 90)) {
      y -= 15;
      if (y < 72) break;
      ops.push('BT', '/F1 11 Tf', `72 ${y} Td`, `${pdfString(bodyLine)} Tj`, 'ET');
    }
    y -= 6;
  }
  ops.push('BT', '/F1 8 Tf', '0.4 g 72 40 Td', `${pdfString('Sample document generated for the content service seed data.')} Tj`, 'ET');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Producer (content-service seed) >>`,
  ];

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
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(xref);
  return Buffer.from(chunks.join(''), 'latin1');
}

module.exports = { createPdf, pdfString, wrap };
