'use strict';

/**
 * Small building blocks for the seed data modules in seed/data/.
 *
 * Data modules export `{ '<plural>': [row, ...] }`. A row holds plain field values plus
 * markers that the seeder (seed/index.js) resolves while creating the entries:
 *   pdf('Title', { lines, issued }) -> a generated PDF of its title's subject, uploaded to the media library
 *   png('Title', '#color')   -> a generated PNG image (thumbnails)
 *   svg('Title', 'file')     -> an illustration committed in seed/images/<file>.svg
 *   billChart('Title', rates) -> a rate schedule's bill chart drawn from its rates (seed/billChart.js)
 *   wav('Title')             -> a generated short WAV (recordings)
 *   ref('article-categories', 'Name', 'Newsletter') -> documentId of a seeded entry
 * A row may carry `__id` to force the numeric id of the created entry (contact item 999999).
 */

const ORG = 'Guam Power Authority';

/** The utility's YouTube channel (the site's footer links it too): recordings are linked there, never by invented ids. */
const YOUTUBE_CHANNEL = 'https://www.youtube.com/@GuamPowerAuthority';

function slugify(value) {
  return String(value)
    .normalize('NFKD')
    .replace(/[^\x20-\x7E]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
}

const { MONTH_NAMES: MONTHS } = require('@gpa/content-catalog/months');

/** The date a document's title names: "May 2023" (that month), "FY2025" (that fiscal year), else a year. */
function dateInTitle(title) {
  const month = new RegExp(`\\b(${MONTHS.join('|')}) (\\d{4})\\b`).exec(title);
  if (month) return `${month[1]} ${month[2]}`;
  const fiscalYear = /\bFY ?(\d{4})\b/.exec(title);
  if (fiscalYear) return `fiscal year ${fiscalYear[1]}`;
  return /\b(19|20)\d{2}\b/.exec(title)?.[0];
}

// What a document of each kind holds, so its text (and a search over it) has its title's own words.
const SUBJECTS = [
  [
    /\bGM Report\b/i,
    'The General Manager reports to the Consolidated Commission on Utilities (CCU) on generation and fuel, outages and restoration, customer service, capital projects, finances and staffing.',
  ],
  [
    /\bnewsletters?\b/i,
    'Power Lines, the customer newsletter of GPA: project news, energy saving tips, safety reminders and community programmes.',
  ],
  [
    /\b(?:annual report|financials?|audit|budget|statements?|ratings?|bonds?)\b/i,
    'Revenues, operating expenses, fuel costs, debt service and capital spending of the Guam Power Authority, with the notes that explain them.',
  ],
  [
    /\b(?:rates?|tariff|LEAC|fuel)\b/i,
    'Rates, charges and terms of service as approved by the Guam Public Utilities Commission, and how they appear on a customer bill.',
  ],
  [
    /\b(?:IFB|RFP|MSB|bid|amendment|award|contract|purchase order|stay|protest)\b/i,
    'Procurement record: scope of work, bid or proposal requirements, dates, evaluation and award, under Guam procurement law.',
  ],
  [
    /\b(?:application|form|permit|checklist|request|agreement)\b/i,
    'How to complete this form, what to attach, and where to submit it: GPA Customer Service or the Engineering plan review counter.',
  ],
  [
    /\b(?:typhoon|storm|safety|generator|outage|restoration)\b/i,
    'Before, during and after a storm or outage: how to stay safe around downed lines and generators, and how GPA restores power.',
  ],
  [
    /\b(?:job announcement|benefits?|insurance|retirement|personnel|polic(?:y|ies)|procedures?|rules|travel|leave)\b/i,
    'Human resources and administration: who it applies to, the rules and amounts that hold, and whom to ask.',
  ],
  [
    /\b(?:class|training|course)\b/i,
    'Training class for GPA staff: subjects covered, hours of instruction and who attended.',
  ],
];

/** A paragraph on what a document titled so holds (the title itself when no subject matches). */
function aboutTitle(title) {
  const subject = SUBJECTS.find(([pattern]) => pattern.test(title));
  return subject ? `${title}. ${subject[1]}` : `${title}: published by the ${ORG}.`;
}

/**
 * A generated PDF. `name` (file base name) defaults to the slug of the title; `issued` is the record's own date
 * (an ISO day such as an article's date) or else the date its title names (none: the document prints no date).
 */
const pdf = (title, { lines, name, issued } = {}) => ({
  __media: 'pdf',
  title,
  lines: [...(lines || []), aboutTitle(title)],
  name: slugify(name || title),
  issued: issued ? new Date(`${issued}T00:00:00Z`) : dateInTitle(title),
});

/** A generated PNG image. */
const png = (title, color = '#0f4c81', { name } = {}) => ({
  __media: 'png',
  title,
  color,
  name: slugify(name || title),
});

/** An illustration drawn for the site, committed as seed/images/<file>.svg; `title` is its alternative text. */
const svg = (title, file) => ({ __media: 'svg', title, name: file });

/** A rate schedule's bill chart drawn from its rates (seed/billChart.js); `title` is its alternative text. */
const billChart = (title, rates) => ({ __media: 'bill-chart', title, name: slugify(title), rates });

/** A generated silent WAV (audio placeholder). */
const wav = (title, { name } = {}) => ({ __media: 'wav', title, name: slugify(name || title) });

/** Reference to an entry of another collection, looked up by a field value. */
const ref = (plural, field, value) => ({ __ref: plural, field, value });

/**
 * Document link item: AnchorText, Anchor, Title, Link, Description, File.
 * `issued`: the document's own date (ISO day) when its title names another one.
 * `file`: true (default, PDF titled like the item), false/null (no file), or a media marker.
 */
function docLink(
  anchorText,
  { anchor, title, link = null, description = null, file = true, lines, issued } = {},
) {
  const fullTitle = title || anchorText;
  let File = null;
  if (file === true) File = pdf(fullTitle, { lines: lines || (description ? [description] : []), issued });
  else if (file) File = file;
  return {
    AnchorText: anchorText,
    Anchor: anchor || slugify(anchorText),
    Title: fullTitle,
    Link: link,
    Description: description,
    File,
  };
}

/** Maps a list of labels (or [label, options] pairs) to document links. */
const docLinks = (items) =>
  items.map((item) => (Array.isArray(item) ? docLink(item[0], item[1]) : docLink(item)));

/** Downloadable form item: Anchor (label), Link (external), File (optional). */
function formItem(label, { link = null, file = true, lines } = {}) {
  let File = null;
  if (file === true) File = pdf(label, { lines });
  else if (file) File = file;
  return { Anchor: label, Link: link, File };
}

/** Human-resources file item: AnchorText, File. */
const hrFile = (anchorText, lines) => ({ AnchorText: anchorText, File: pdf(anchorText, { lines }) });

/** Title, Description, Link, Anchor, File entry (demographics, petitions, resources). */
function titledEntry(title, description, { link = null, anchor, file = true } = {}) {
  let File = null;
  if (file === true) File = pdf(title, { lines: [ORG, description] });
  else if (file) File = file;
  return { Title: title, Description: description, Link: link, Anchor: anchor || slugify(title), File };
}

module.exports = {
  ORG,
  YOUTUBE_CHANNEL,
  slugify,
  pdf,
  png,
  svg,
  billChart,
  wav,
  ref,
  docLink,
  docLinks,
  formItem,
  hrFile,
  titledEntry,
};
