'use strict';

/**
 * Small building blocks for the seed data modules in seed/data/.
 *
 * Data modules export `{ '<plural>': [row, ...] }`. A row holds plain field values plus
 * markers that the seeder (seed/index.js) resolves while creating the entries:
 *   pdf('Title', { lines })  -> a generated one-page PDF, uploaded to the media library
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

/** A generated PDF. `name` (file base name) defaults to the slug of the title. */
const pdf = (title, { lines, name } = {}) => ({
  __media: 'pdf',
  title,
  lines: lines || [`${ORG}`, `${title}.`],
  name: slugify(name || title),
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
 * `file`: true (default, PDF titled like the item), false/null (no file), or a media marker.
 */
function docLink(anchorText, { anchor, title, link = null, description = null, file = true, lines } = {}) {
  const fullTitle = title || anchorText;
  let File = null;
  if (file === true) File = pdf(fullTitle, { lines: lines || [ORG, description || fullTitle] });
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
const docLinks = (items) => items.map((item) => (Array.isArray(item) ? docLink(item[0], item[1]) : docLink(item)));

/** Downloadable form item: Anchor (label), Link (external), File (optional). */
function formItem(label, { link = null, file = true, lines } = {}) {
  let File = null;
  if (file === true) File = pdf(label, { lines: lines || [ORG, `${label}.`, 'Complete all fields and submit the form to GPA Customer Service.'] });
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

module.exports = { ORG, YOUTUBE_CHANNEL, slugify, pdf, png, svg, billChart, wav, ref, docLink, docLinks, formItem, hrFile, titledEntry };
