'use strict';

// What the catalog's collections are written with: Strapi attribute helpers, the help lines editors read, the
// field shapes several collections share and the builders of a collection (read, create, edited, docs).
const { uidOf } = require('../uid');

/** @typedef {import('../collections').CatalogAttribute} CatalogAttribute */
/** @typedef {import('../collections').CatalogCollection} CatalogCollection */

// ---------------------------------------------------------------------------
// Attribute helpers
// ---------------------------------------------------------------------------
const string = () => ({ type: 'string' });
const text = () => ({ type: 'text' });
const richtext = () => ({ type: 'richtext' });
const integer = () => ({ type: 'integer' });
// Strapi's default decimal column is numeric(10,2) on PostgreSQL, which would round the tariff rates
// (0.06955 -> 0.07): keep 6 decimals on every database.
const decimal = () => ({ type: 'decimal', columnType: { type: 'decimal', args: [14, 6] } });
const date = () => ({ type: 'date' });
const time = () => ({ type: 'time' });
const boolean = (def = false) => ({ type: 'boolean', default: def });
const email = () => ({ type: 'email' });
const enumeration = (/** @type {string[]} */ values) => ({ type: 'enumeration', enum: values });
const media = (allowedTypes = ['files', 'images']) => ({ type: 'media', multiple: false, allowedTypes });
const mediaList = (allowedTypes = ['files', 'images']) => ({ type: 'media', multiple: true, allowedTypes });
const image = () => media(['images']);
const manyToOne = (/** @type {string} */ singular) => ({
  type: 'relation',
  relation: 'manyToOne',
  target: uidOf(singular),
});
/**
 * A date and time editors set in Guam's time: stored as Strapi's datetime (an ISO instant in UTC), picked in
 * the admin in ChST (UTC+10) in 5-minute steps (the content service's custom field 'guam-datetime').
 */
/** @type {() => CatalogAttribute} */
const guamDateTime = () => ({ type: 'datetime', editor: { input: 'guam-datetime' } });
/** A value the site cannot do without (Strapi refuses to save, or to publish a draft, without it). */
/** @type {<A extends CatalogAttribute>(attribute: A) => A & { required: true }} */
const required = (attribute) => ({ ...attribute, required: true });
/** A number the site computes with: only values in [min, max]. */
/** @type {(min: number, max: number, attribute: CatalogAttribute) => CatalogAttribute} */
const between = (min, max, attribute) => ({ ...attribute, min, max });
/** The line of help editors read under a field in the admin (and its label, when its name is not enough). */
/** @type {(text: string, attribute: CatalogAttribute, label?: string) => CatalogAttribute} */
const help = (text, attribute, label) => ({
  ...attribute,
  editor: { ...attribute.editor, help: text, ...(label ? { label } : {}) },
});
/** A date a list is ordered by: at most `days` ahead (a mistyped year would sit on top of the list for ever). */
/** @type {(days: number, attribute: CatalogAttribute) => CatalogAttribute} */
const notAfterDays = (days, attribute) => ({
  ...attribute,
  editor: { ...attribute.editor, maxDaysAhead: days },
});
/** The position of an entry in a list ordered by hand: lower numbers first, new entries (0) on top. */
const order = () =>
  help('Position in the list: lower numbers first. New entries (0) come first.', {
    ...required(integer()),
    default: 0,
    min: 0,
  });
const FILE_HELP = 'The file visitors open (PDF or picture), from the media library.';
const LINK_HELP =
  'An address to open instead of a file: a page of this site as /path, another site as https://...';
const SEARCH_NAME_HELP = "The document's name where Link text is empty, and in the site search's results.";
const SEARCH_ONLY_HELP =
  "Shown only in the site search's results, under the document's name (not on the page).";
const MEETING_TIME_HELP =
  'The Time column shows start - end, in Guam time as typed; without both, or ending before it starts, it reads TBD.';
const FAQ_QUESTION_HELP = 'The question, as its heading on the page. Listed in the order entered.';
const FAQ_ANSWER_HELP = 'The answer under the question. Plain text.';

// ---------------------------------------------------------------------------
// Reusable shapes
// ---------------------------------------------------------------------------
/** Document link item / document-link: AnchorText, Anchor, Title, Link, Description, File. */
const documentLink = {
  AnchorText: help('The words of the link visitors click.', string(), 'Link text'),
  Anchor: help(
    'The name the site knows this entry by: pages find (the home page, linked files), match or order entries by it. Change it only with the page that asks for it.',
    string(),
  ),
  Title: help(SEARCH_NAME_HELP, string()),
  Link: help(LINK_HELP, string()),
  Description: help(SEARCH_ONLY_HELP, text()),
  File: help(FILE_HELP, media()),
};

/** Downloadable form item: Anchor (label), Link (external), File (optional). */
const formItem = {
  Anchor: help('The name of the form as visitors read it.', string(), 'Form name'),
  Link: help(LINK_HELP, string()),
  File: help(FILE_HELP, media()),
};

/** Human-resources file item: AnchorText, File. */
const hrFile = {
  AnchorText: help('The words of the link visitors click.', string(), 'Link text'),
  File: help(FILE_HELP, media()),
};

/** HR file item that may redirect to a Link instead of a file. */
const hrLinkedFile = {
  AnchorText: help('The words of the link visitors click.', string(), 'Link text'),
  Link: help(LINK_HELP, string()),
  File: help(FILE_HELP, media()),
};

/** Demographics, petitions, educational resource: Title, Description, Link, Anchor, File. */
const titledEntry = {
  Title: help('The heading of the entry on the page.', string()),
  Description: help('The text under the heading.', text()),
  Link: help(LINK_HELP, string()),
  Anchor: help(
    'Not shown on the page; the site search names the entry by it only when Title is empty.',
    string(),
  ),
  File: help(`${FILE_HELP} Opened instead of the Link when both are set.`, media()),
};

/** FAQ item: question, answer. */
const faq = {
  question: help(FAQ_QUESTION_HELP, string()),
  answer: help(FAQ_ANSWER_HELP, text()),
};

/** Safety item (indoor, outdoor): Title, Description, File (thumbnail image). */
const safetyItem = {
  Title: help("The words on the tip's tile, and the heading of the window it opens.", string()),
  Description: help('The tip, shown in the window that opens when a visitor picks the tile.', text()),
  File: help('The picture on the tile and in the window that opens.', image(), 'Picture'),
};

/** Contract row: Description, BaseContract, ContractFile, POFile. */
const contractRow = {
  Description: help('The Description column: what the contract is for.', text()),
  BaseContract: help(
    'The contract number: its own column and the words of the Contract and PO links ("Contract ...", "PO ...").',
    string(),
  ),
  ContractFile: help(`${FILE_HELP} Without one the Contract column shows a dash.`, media(), 'Contract file'),
  POFile: help(`${FILE_HELP} Without one the Purchase Order column shows a dash.`, media(), 'PO file'),
};

/** Stakeholder presentation (IRP meetings 1-3). */
const presentation = {
  Topic: help(
    "The Topic column of the meeting's table. Rows are numbered in the order they were created.",
    string(),
  ),
  Presentation_File: help(FILE_HELP, media()),
  Anchor_File: help(
    'The words of the file\'s link (otherwise "Presentation <number>").',
    string(),
    'File link text',
  ),
  Presentation_Video: help('The address of the recording (https://...).', string(), 'Video link'),
  Anchor_Video: help(
    'The words of the video\'s link (otherwise "Video <number>"); with neither this nor a link the column shows a dash.',
    string(),
    'Video link text',
  ),
  Pending: help('Adds a "Pending" mark beside the topic.', boolean(false)),
};

/** Simple titled file (SOP, FOIA report, news release): a row shows the title (a blank one is refused) and
 * opens the file; a title without a file yet is a pending report. */
const titledFile = {
  Title: help('The line visitors read and click; it wraps however long it is.', required(string())),
  File: help(`${FILE_HELP} Without one the row shows as pending.`, media()),
};

// ---------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------
/** @type {(plural: string, singular: string, displayName: string, fields: Record<string, CatalogAttribute>, extra?: Partial<CatalogCollection>) => CatalogCollection} */
const read = (plural, singular, displayName, fields, extra = {}) => ({
  plural,
  singular,
  displayName,
  access: 'read',
  fields,
  ...extra,
});
/** @type {(plural: string, singular: string, displayName: string, fields: Record<string, CatalogAttribute>) => CatalogCollection} */
const create = (plural, singular, displayName, fields) => ({
  plural,
  singular,
  displayName,
  access: 'create',
  fields,
});
/** What editors write day to day: saved as a draft, previewed on the site, then published. */
/** @type {(description: string, previewPath?: string) => Partial<CatalogCollection>} */
const edited = (description, previewPath) => ({
  draftAndPublish: true,
  description,
  ...(previewPath ? { previewPath } : {}),
});

/** Documents lists that only differ by name share the documentLink shape. */
/** @type {(plural: string, singular: string, displayName: string) => CatalogCollection} */
const docs = (plural, singular, displayName) => read(plural, singular, displayName, { ...documentLink });

module.exports = {
  string,
  text,
  richtext,
  integer,
  decimal,
  date,
  time,
  boolean,
  email,
  enumeration,
  media,
  mediaList,
  image,
  manyToOne,
  guamDateTime,
  required,
  between,
  help,
  notAfterDays,
  order,
  FILE_HELP,
  LINK_HELP,
  SEARCH_NAME_HELP,
  SEARCH_ONLY_HELP,
  MEETING_TIME_HELP,
  FAQ_QUESTION_HELP,
  FAQ_ANSWER_HELP,
  documentLink,
  formItem,
  hrFile,
  hrLinkedFile,
  titledEntry,
  faq,
  safetyItem,
  contractRow,
  presentation,
  titledFile,
  read,
  create,
  edited,
  docs,
};
