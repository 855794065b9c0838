'use strict';

/**
 * The content catalog: ONE array describing every collection of the content service.
 *
 *  - content-service/scripts/generate-schemas.js turns each entry into src/api/<singular>/... (schema,
 *    router, controller, service);
 *  - src/index.js grants the Public role find/findOne ('read') or create ('create');
 *  - the front end generates its TypeScript types from this file, so keep the format:
 *
 *    { plural, singular, displayName, access: 'read' | 'create', fields: { <Name>: <Strapi attribute> },
 *      draftAndPublish?: true, previewPath?: '/page', description?: '<what an entry is, for editors>' }
 *
 * `fields` values are Strapi schema attribute objects, written verbatim into schema.json. Strapi refuses a
 * save that breaks their `required`, `min`/`max`, `maxLength` or `regex` with a message naming the field:
 * those rules go where a page computes with a value or orders a list by it.
 * `draftAndPublish` gives editors a draft stage and a preview on the site; the public site only ever reads
 * what is published. Where entries appear is never written here: the admin names (and previews) the pages
 * whose routes declare a read of the collection (content-service/src/editors/collectionPages.js);
 * `previewPath` is only for what the shell's layout reads on every page, which no route declares.
 * displayName starts with the page a collection feeds ("News and media: article"): the admin lists them by it.
 * An attribute may carry `editor: { label, help, maxDaysAhead, input }` (editorFields.js): the admin's wording,
 * the content service's own checks and the admin's own input for it (a Strapi custom field: `input:
 * 'guam-datetime'`, the schema then names the custom field), never written into the schema as they are.
 * Plain CommonJS, no dependencies.
 */
const { uidOf } = require('./uid');

/**
 * What editors are told about a field and the admin's input for it (editorFields.js); never written into the
 * Strapi schema as it is.
 * @typedef {{ label?: string, help?: string, maxDaysAhead?: number, input?: string }} EditorWording
 */
/**
 * A Strapi schema attribute, plus the catalog's editor wording.
 * @typedef {{ type: string, target?: string, enum?: string[], required?: boolean, min?: number, max?: number, editor?: EditorWording, [option: string]: unknown }} CatalogAttribute
 */
/**
 * One collection. `access` 'read': public find/findOne; 'create': public create only (sign-ups).
 * `displayName`: "Page: what", as the admin lists it. `previewPath`: where a collection no route reads (the layout's) is previewed.
 * @typedef {{ plural: string, singular: string, displayName: string, access: 'read' | 'create', fields: Record<string, CatalogAttribute>, draftAndPublish?: boolean, previewPath?: string, description?: string }} CatalogCollection
 */

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

/** @type {CatalogCollection[]} */
const collections = [
  // ===== Customer area: forms and permits =====
  read(
    'residential-fn-p-standards',
    'residential-fn-p-standard',
    'Forms and permits: residential standards and guidelines',
    { ...formItem },
  ),
  read(
    'residential-fn-p-work-orders',
    'residential-fn-p-work-order',
    'Forms and permits: residential work order processing',
    { ...formItem },
  ),
  read('residential-fn-p-work-signs', 'residential-fn-p-work-sign', 'Forms and permits: residential signs', {
    ...formItem,
  }),
  read(
    'residential-fn-p-work-others',
    'residential-fn-p-work-other',
    'Forms and permits: residential others',
    { ...formItem },
  ),
  read(
    'business-fn-p-standards',
    'business-fn-p-standard',
    'Forms and permits: business standards and guidelines',
    { ...formItem },
  ),
  read(
    'business-fn-p-work-orders',
    'business-fn-p-work-order',
    'Forms and permits: business work order processing',
    { ...formItem },
  ),
  read('business-fn-p-work-signs', 'business-fn-p-work-sign', 'Forms and permits: business signs', {
    ...formItem,
  }),
  read('business-fn-p-work-others', 'business-fn-p-work-other', 'Forms and permits: business others', {
    ...formItem,
  }),

  // ===== Rates =====
  // Every row is a line of the /rate-calculator bill: a missing or negative value would change every estimate.
  read('rate-calculators', 'rate-calculator', 'Rate calculator: bill line', {
    Label: help('The name of the bill line, e.g. "Customer charge".', required(string())),
    Type: help(
      'Fixed: a dollar amount; Percentage: a share of the lines above; Fixed Deduction: subtracted.',
      required(enumeration(['Fixed', 'Percentage', 'Fixed Deduction'])),
    ),
    Rate_Value: help(
      'Dollars per kWh (or per month for a fixed line), 0 to 100,000.',
      required(between(0, 100000, decimal())),
      'Rate',
    ),
    Calc_Value: help(
      'How many times the rate counts for one kWh (usually 1), 0 to 1,000.',
      required(between(0, 1000, decimal())),
      'Multiplier',
    ),
  }),
  docs('rate-documents', 'rate-document', 'Rates: document'),
  read('rate-adjustment-faqs', 'rate-adjustment-faq', 'Rate adjustment: FAQ', {
    ...faq,
    group: help(
      'The group the question is listed under. A question without a group is not shown.',
      enumeration([
        'General Questions',
        'Customer Impact',
        'Reasons & Justification',
        'Transparency & Accountability',
      ]),
    ),
  }),
  docs('financials-fuel-purchases', 'financials-fuel-purchase', 'Financials: fuel purchase'),
  docs('financials-puc-leacs', 'financials-puc-leac', 'LEAC: PUC order'),

  // ===== Service: start/stop/move, rebates, payment, alerts =====
  // Deposit table by number of rooms (/how-do-i/start-stop-move-services).
  read(
    'start-stop-move-service-residential-tables',
    'start-stop-move-service-residential-table',
    'Start, stop or move service: deposit row',
    {
      NumberOfRooms: help(
        'The first column of the deposit table, e.g. "2 Bedrooms".',
        string(),
        'Number of rooms',
      ),
      DepositAmount: help(
        'The deposit for that home, as visitors read it, e.g. "$200.00".',
        string(),
        'Deposit',
      ),
    },
  ),
  // Vendor table of the washer and dryer rebate (Energy Sense).
  read(
    'get-a-rebate-energy-sense-tables',
    'get-a-rebate-energy-sense-table',
    'Rebates: Energy Sense vendor',
    {
      Vendor: help("The store's name, in the vendors table.", string()),
      Address: help("The store's address, as visitors read it.", string()),
      Phone: help("The store's phone number; visitors can tap it to call.", string()),
    },
  ),
  read('payment-methods', 'payment-method', 'Ways to pay: payment method', {
    method: help(
      'The heading of the way to pay, e.g. "Mobile app". Listed in the order entered.',
      string(),
      'Way to pay',
    ),
    description: help('The text under the heading. Plain text.', text()),
    linkText: help('The words of the link under the text; shown only with a Link.', string(), 'Link text'),
    link: help(
      'Where the link goes: a page of this site as /path, a phone number as tel:..., another site as https://...',
      string(),
    ),
    // The mobile app's two store pages: the home carousel's app slide and Ways to Pay link them.
    appStoreLink: help(
      "The app's page on Apple's App Store (https://apps.apple.com/...); only for the mobile app.",
      string(),
      'App Store link',
    ),
    googlePlayLink: help(
      "The app's page on Google Play (https://play.google.com/store/apps/details?id=...); only for the mobile app.",
      string(),
      'Google Play link',
    ),
  }),
  read('contact-items', 'contact-item', 'Contact us: contact', {
    title: help(
      'The contact\'s heading on Contact us. Customer pages quote the numbers and hours of "Customer Service", "Phone Payments" and "Power Alerts (text messages)" by this title: keep those titles.',
      string(),
    ),
    description: help('A line under the heading on Contact us.', text()),
    phone: help(
      'Shown with the contact and on the customer pages that quote it; visitors can tap it to call.',
      string(),
    ),
    email: help('Shown with the contact; visitors can click it to write.', email()),
    address: help('Where the office is, as visitors read it.', string()),
    hours: help(
      'Opening hours, e.g. "Monday to Friday, 8 a.m. to 5 p.m."; quoted after the number on customer pages.',
      string(),
    ),
  }),
  read('manage-account-link-cards', 'manage-account-link-card', 'Manage my account: link card', {
    title: help('The words on the card.', string()),
    icon: help(
      "The card's picture: paperless, autopay, usage, alert, home, form, document or link (any other name shows link).",
      string(),
    ),
    link: help('Where the card goes: a page of this site as /path, another site as https://...', string()),
    audience: help(
      'Which Manage my account page shows the card: residential, business or both. Without one it is not shown.',
      enumeration(['residential', 'business', 'both']),
    ),
  }),
  read('power-alerts-faqs', 'power-alerts-faq', 'Power alerts: FAQ', { ...faq }),
  read('power-alerts-glossaries', 'power-alerts-glossary', 'Power alerts: glossary word', {
    word: help('The word, in bold; the glossary is in alphabetical order of it.', string()),
    meaning: help('What the word means, after it. Plain text.', text()),
  }),
  read('financial-assistance-faqs', 'financial-assistance-faq', 'Financial assistance: FAQ', { ...faq }),

  // ===== Community, safety, cybersecurity =====
  read('cybersecurity-faqs', 'cybersecurity-faq', 'Cybersecurity: FAQ', {
    ...faq,
    AnchorText: help(
      'The words of the link to the file under the answer (otherwise "Untitled document").',
      string(),
      'Link text',
    ),
    File: help(FILE_HELP, media()),
  }),
  read('community-safety-indoors', 'community-safety-indoor', 'Safety: indoor tip', { ...safetyItem }),
  read('community-safety-outdoors', 'community-safety-outdoor', 'Safety: outdoor tip', { ...safetyItem }),
  read('community-safety-storms', 'community-safety-storm', 'Safety: storm tip', {
    ...safetyItem,
    Document: help('A file the tile opens in a new tab instead of the window with the Description.', media()),
  }),
  read(
    'community-educational-resources',
    'community-educational-resource',
    'Educational resources: resource',
    { ...titledEntry },
  ),
  create('e-newsletters', 'e-newsletter', 'Sign-ups: e-newsletter subscriber', {
    FirstName: string(),
    LastName: string(),
    PhoneNumber: string(),
    Email: email(),
  }),
  create('school-visit-requests', 'school-visit-request', 'Sign-ups: school visit request', {
    Name: string(),
    School: string(),
    Number: string(),
    Email: email(),
  }),

  // ===== GPA initiatives, clean energy master plan, integrated resource plan =====
  docs('gpa-initiatives-guam-links', 'gpa-initiatives-guam-link', 'GPA initiatives: Guam link'),
  docs('gpa-initiatives-other-links', 'gpa-initiatives-other-link', 'GPA initiatives: other link'),
  read(
    'gpa-initiatives-irp-1-meetings',
    'gpa-initiatives-irp-1-meeting',
    'IRP: stakeholder meeting 1 presentation',
    { ...presentation },
  ),
  read(
    'gpa-initiatives-irp-2-meetings',
    'gpa-initiatives-irp-2-meeting',
    'IRP: stakeholder meeting 2 presentation',
    { ...presentation },
  ),
  read(
    'gpa-initiatives-irp-3-meetings',
    'gpa-initiatives-irp-3-meeting',
    'IRP: stakeholder meeting 3 presentation',
    { ...presentation },
  ),
  docs('gpa-initiatives-irp-summaries', 'gpa-initiatives-irp-summary', 'IRP: summary document'),
  read('stakeholder-meetings', 'stakeholder-meeting', 'IRP: stakeholder meeting schedule', {
    Meeting: help(
      'The Meeting column (otherwise "Stakeholder meeting"). Listed in the order entered.',
      string(),
    ),
    Topics: help('The Topics column.', text()),
    Date: help('The Date column, written out with its weekday.', date()),
    Start_Time: help(MEETING_TIME_HELP, time(), 'Starts at'),
    End_Time: help(MEETING_TIME_HELP, time(), 'Ends at'),
    Note: help('A line under the table, e.g. where to join.', text()),
  }),
  docs('cemp-documents', 'cemp-document', 'Clean energy master plan: document'),
  read('cemp-faqs', 'cemp-faq', 'Clean energy master plan: FAQ', { ...faq }),
  read('capacity-projects', 'capacity-project', 'Brighter days ahead: capacity project', {
    Title: help("The project's heading in the Capacity projects column.", string()),
    Description: help('The text under the heading.', text()),
    ExpectedCompletion: help(
      'Shown after "ECD*" (expected completion date), e.g. "December 2024" or "Completed".',
      string(),
      'Expected completion',
    ),
    Capacity: help('Shown after "Capacity", e.g. "20 MW".', string()),
    ProjectStatus: help('Shown after "Status", e.g. "In progress".', string(), 'Status'),
    Order: help('Position in the list: lower numbers first.', integer()),
  }),

  // ===== Customer (added) =====
  // Pictures of customer pages: the bill sample (/how-do-i/understand-my-bill) and the photo grid of
  // /brighterdaysahead, picked by Anchor, ordered by Order.
  read('customer-page-images', 'customer-page-image', 'Customer pages: picture', {
    Anchor: help(
      'The page the picture belongs to: "brighter-days" shows it among the Brighter days ahead project photos.',
      string(),
    ),
    Caption: help('The words under the picture (they also name it for screen readers).', string()),
    Image: help('The picture, from the media library.', image(), 'Picture'),
    Order: help("Position among the page's pictures: lower numbers first.", integer()),
  }),

  // ===== News and media, search, notifications =====
  read('article-categories', 'article-category', 'News and media: article category', {
    Name: help(
      'The category\'s name. "Newsletter" articles are listed only under Newsletters and "general manager report" ones under GPA GM CCU Presentations: keep these two names exactly.',
      string(),
    ),
  }),
  // News and media lists articles by Date (newest first, archive by year).
  read(
    'articles',
    'article',
    'News and media: article',
    {
      Title: help('The card title; it wraps however long it is.', required(string())),
      Description: help(
        'The text of the card, cut to 150 characters there (screen readers read it whole).',
        text(),
      ),
      Date: help(
        'Cards are ordered by this date, newest first, and filed under its year. At most a year ahead.',
        notAfterDays(366, required(date())),
      ),
      Document: help(FILE_HELP, media()),
      article_category: help(
        'Newsletter, general manager report, ...: the filter visitors choose.',
        manyToOne('article-category'),
        'Category',
      ),
    },
    edited('A card of the news list, ordered by its date.'),
  ),
  read(
    'news-releases',
    'news-release',
    'Rate adjustment: news release',
    { ...titledFile },
    edited('A news release, in the rate adjustment news releases list.'),
  ),
  // The banner at the top of every page: the published notices between StartsAt and EndsAt.
  read(
    'website-notifications',
    'website-notification',
    'Every page: notice banner',
    {
      Title: help('Shown in bold at the start of the notice.', required(string())),
      description: help(
        'The notice: paragraphs, bold, italic, lists and links (a page of this site as /path).',
        required(richtext()),
        'Text',
      ),
      Severity: help(
        'info (light), warning (yellow) or emergency (red, listed first).',
        required({ ...enumeration(['info', 'warning', 'emergency']), default: 'info' }),
      ),
      StartsAt: help(
        'Optional: the notice shows from this time (otherwise from publication). Guam time, in 5-minute steps.',
        guamDateTime(),
        'Starts at',
      ),
      EndsAt: help(
        'Optional: the notice disappears at this time; later than Starts at. Guam time, in 5-minute steps.',
        guamDateTime(),
        'Ends at',
      ),
    },
    edited(
      'The notice banner at the top of the pages, shown from Starts at (or publication) until Ends at.',
      '/',
    ),
  ),
  // No route reads it: the site server's search index does, so its description names the search page.
  read(
    'search-results',
    'search-result',
    'Search: search item',
    {
      Title: help("The result's title; search finds it by its words.", string()),
      Description: help('The line under the title in the results; search finds it by its words too.', text()),
      Link: help(
        'Where the result goes: a page of this site as /path, another site as https://...',
        string(),
      ),
    },
    {
      description:
        'A curated result of the site search. Appears on: Search (/search), for a visitor whose words match its Title or Description; it opens its Link (a page of this site is then listed under this Title).',
    },
  ),
  docs('content-files', 'content-file', 'Every page: linked file'),
  // Ordered by hand (Order), newest first among equals.
  read(
    'foia-reports',
    'foia-report',
    'FOIA reports: report',
    { ...titledFile, Order: order() },
    edited('A row of the FOIA reports list: its title opens its file.'),
  ),
  read(
    'standard-operating-procedures',
    'standard-operating-procedure',
    'SOP index: procedure',
    { ...titledFile },
    edited('A row of the procedures list, ordered by title.'),
  ),

  // ===== About us =====
  read('about-us-gpa-fact-sheets', 'about-us-gpa-fact-sheet', 'About us: fact sheet', { ...documentLink }),
  read('about-us-department-numbers', 'about-us-department-number', 'About us: department number', {
    ...documentLink,
    Department: help('The Department column of the numbers table (otherwise Title).', string()),
    Number: help('The Phone column; visitors can tap it to call. Empty shows a dash.', string()),
  }),
  docs('about-us-engineerings', 'about-us-engineering', 'About us: engineering'),
  docs('about-us-internal-audits', 'about-us-internal-audit', 'About us: internal audit'),
  docs(
    'about-us-supply-management-administrations',
    'about-us-supply-management-administration',
    'About us: supply management administration',
  ),
  docs('about-us-gm-performances', 'about-us-gm-performance', 'About us: general manager performance'),
  read(
    'about-us-ccu-meeting-recordings',
    'about-us-ccu-meeting-recording',
    'About us: CCU meeting recording',
    {
      ...documentLink,
      File: help(
        'The recording or its file visitors open, from the media library.',
        media(['files', 'audios', 'videos']),
      ),
    },
  ),

  // ===== Procurement =====
  read(
    'procurement-available-tenders-tables',
    'procurement-available-tenders-table',
    'Procurement: available tender',
    {
      Type: help('The Type column.', enumeration(['BID', 'RFP', 'Multi-step'])),
      Title: help('The Title column.', string()),
      AnnouncementNumber: help(
        'The Announcement No. column, and the words of the File link ("... document").',
        string(),
        'Announcement number',
      ),
      IssuanceDate: help(
        'The Issuance Date column; the table lists the newest first.',
        date(),
        'Issuance date',
      ),
      Due: help('The Due Date and Time column, as visitors read it, e.g. "June 5, 2026 4:00 PM".', string()),
      AmendmentFiles: help(
        'The Amendments column: one link per file (none: "None").',
        mediaList(),
        'Amendments',
      ),
      File: help(FILE_HELP, media()),
      StayOfProcurement: help('Adds a "Stay of Procurement" mark under the title.', boolean(false)),
      ReBid: help('Adds a "Re-Bid" mark under the title.', boolean(false), 'Re-bid'),
      ReSolicitation: help('Adds a "Re-Solicitation" mark under the title.', boolean(false)),
    },
  ),
  read('procurement-stay-tables', 'procurement-stay-table', 'Procurement: stay of procurement', {
    Type: help('The Type column.', enumeration(['BID', 'RFP', 'Multi-step'])),
    DescriptionTitle: help(
      'The first line of the Description column, in bold.',
      string(),
      'Description title',
    ),
    DescriptionLine1: help('A second line of the Description column.', string(), 'Description line 1'),
    DescriptionLine2: help('A third line of the Description column.', string(), 'Description line 2'),
    File: help('Files linked under the description, from the media library.', mediaList(), 'Files'),
    Announcement: help('The Announcement column.', string()),
    Date: help('The Date column; the table lists the newest first.', date()),
    Due: help('The Due column, as visitors read it.', string()),
  }),
  read('procurement-bids-tables', 'procurement-bids-table', 'Procurement: awarded bid', {
    Bid: help('The Bid column (the bid number).', string()),
    Title: help('The Title column; it links to Title file when there is one.', string()),
    TitleFile: help(FILE_HELP, media(), 'Title file'),
    AwardDate: help('The Award Date column; the table lists the newest first.', date(), 'Award date'),
    DatePosted: help('The Date Posted column.', date(), 'Date posted'),
    OpenCloseDate: help(
      'The Open/Close Date column, as visitors read it; it links to its file when there is one.',
      string(),
      'Open/close date',
    ),
    OpenCloseDateFile: help(FILE_HELP, media(), 'Open/close date file'),
    Awardee: help('The Awardee column; it links to Awardee file when there is one.', string()),
    AwardeeFile: help(FILE_HELP, media(), 'Awardee file'),
  }),
  docs(
    'procurement-inventory-tables',
    'procurement-inventory-table',
    'Procurement: inventory technical specification',
  ),
  docs(
    'procurement-non-inventory-tables',
    'procurement-non-inventory-table',
    'Procurement: non-inventory technical specification',
  ),
  read('procurement-dimension-tables', 'procurement-dimension-table', 'Procurement: dimension document', {
    Title: help('The Document column; it links to the file.', string()),
    Dimensions: help('The Dimensions column, as visitors read it.', string()),
    File: help(FILE_HELP, media()),
  }),
  read(
    'procurement-general-approval-tables',
    'procurement-general-approval-table',
    'Procurement: contract (GM approval)',
    { ...contractRow },
  ),
  read(
    'procurement-commission-tables',
    'procurement-commission-table',
    'Procurement: contract (CCU approval)',
    { ...contractRow },
  ),
  read('procurement-poc-tables', 'procurement-poc-table', 'Procurement: contract (PUC approval)', {
    ...contractRow,
  }),

  // ===== Operations =====
  docs('operations-forms-additionals', 'operations-forms-additional', 'Operations: additional resource'),
  read('operations-training-classes', 'operations-training-class', 'Operations: class held', {
    ...hrFile,
    Year: help(
      'The year the class is listed under (oldest year first). Without one it is not shown.',
      integer(),
    ),
  }),
  docs(
    'operations-leac-baseload-dispatches',
    'operations-leac-baseload-dispatch',
    'Operations: LEAC baseload dispatch performance',
  ),
  docs(
    'operations-leac-baseload-dispatch-charts',
    'operations-leac-baseload-dispatch-chart',
    'Operations: LEAC baseload dispatch chart',
  ),
  docs(
    'operations-leac-baseload-savings',
    'operations-leac-baseload-saving',
    'Operations: LEAC savings from increased baseload use',
  ),
  docs('operations-leac-efor-charts', 'operations-leac-efor-chart', 'Operations: LEAC EFOR and EAF chart'),
  docs(
    'operations-leac-fuel-usages',
    'operations-leac-fuel-usage',
    'Operations: LEAC fuel usage consumption',
  ),
  docs(
    'operations-leac-gross-heat-rates',
    'operations-leac-gross-heat-rate',
    'Operations: LEAC gross heat rate',
  ),
  docs('operations-leac-iwps-dispatches', 'operations-leac-iwps-dispatch', 'Operations: LEAC IWPS dispatch'),
  docs(
    'operations-leac-previous-leac-charts',
    'operations-leac-previous-leac-chart',
    'Operations: previous LEAC period control chart',
  ),

  // ===== Financials =====
  read('financials-annual-reports', 'financials-annual-report', 'Financials: annual report', {
    Title: help('The report\'s heading, and its link "Read the <title>".', string()),
    Thumbnail: help('The cover picture beside the heading, from the media library.', image()),
    Anchor: help('Used as the heading only when Title is empty.', string()),
    Link: help(LINK_HELP, string()),
    File: help(`${FILE_HELP} Without one or a Link: "Not available online yet".`, media()),
  }),
  docs(
    'financials-audited-statements-archives',
    'financials-audited-statements-archive',
    'Financials: audited financial statement',
  ),
  docs(
    'financials-un-audited-statements-archives',
    'financials-un-audited-statements-archive',
    'Financials: un-audited statement / revenues and expenses',
  ),
  docs(
    'financials-self-insurance-protocols',
    'financials-self-insurance-protocol',
    'Financials: self-insurance protocol',
  ),
  docs(
    'financials-citizen-centric-reports',
    'financials-citizen-centric-report',
    'Financials: citizen centric report',
  ),
  docs('financials-bond-statements', 'financials-bond-statement', 'Financials: bond official statement'),
  docs(
    'financials-operating-data-items',
    'financials-operating-data-item',
    'Financials: bond operating data',
  ),
  docs(
    'financials-assesment-reports',
    'financials-assesment-report',
    'Financials: management & operational assessment report',
  ),
  read('financial-credit-rating-years', 'financial-credit-rating-year', 'Financials: credit rating year', {
    Year: help('The heading the credit ratings of that year are listed under, e.g. "2025".', string()),
  }),
  read('financial-credit-ratings', 'financial-credit-rating', 'Financials: credit rating', {
    Anchor: help("The link's words when Link text is empty.", string()),
    AnchorText: help('The words of the link (one numbered link per file).', string(), 'Link text'),
    credit_rating_year: help(
      'The year heading it is listed under (none: "Other ratings").',
      manyToOne('financial-credit-rating-year'),
      'Year',
    ),
    File: help("The rating's files, from the media library: one link each.", mediaList(), 'Files'),
  }),
  read(
    'non-employee-travel-justification-reports',
    'non-employee-travel-justification-report',
    'Financials: non-employee travel justification',
    {
      Anchor: help(
        'The words of the link, with the month and fiscal year, e.g. "Travel justification - March FY2025": the list is sorted by them, and "2025" puts a report under Current fiscal year.',
        string(),
        'Link text',
      ),
      File: help(FILE_HELP, media()),
    },
  ),

  // ===== Financials (added) =====
  // Proposed rate chart per schedule for the /rateadjustment dropdown; Schedule is the option key ("G-1").
  read('rate-schedule-charts', 'rate-schedule-chart', 'Rate adjustment: proposed rate schedule chart', {
    Schedule: help(
      'Which choice of the rate schedule list shows the chart: D, F, G-1, G-3, ... exactly as the list names it.',
      string(),
    ),
    Title: help("The chart's description for screen readers.", string()),
    Chart: help('The chart picture, from the media library.', image()),
  }),

  // ===== Human resources =====
  read(
    'hr-personel-services-rules-regulations',
    'hr-personel-services-rules-regulation',
    'Human resources: personnel rules and regulations',
    { ...hrFile },
  ),
  read(
    'hr-personel-services-compensations',
    'hr-personel-services-compensation',
    'Human resources: personnel compensation',
    { ...hrFile },
  ),
  read(
    'hr-personel-services-policies',
    'hr-personel-services-policy',
    'Human resources: personnel policies',
    { ...hrFile },
  ),
  read(
    'hr-personel-services-required-postings',
    'hr-personel-services-required-posting',
    'Human resources: personnel required postings',
    { ...hrFile },
  ),
  read('hr-personel-services-forms', 'hr-personel-services-form', 'Human resources: personnel forms', {
    ...hrFile,
  }),
  read('hr-employee-benefits', 'hr-employee-benefit', 'Human resources: employee benefits link', {
    ...hrLinkedFile,
  }),
  read('hr-files', 'hr-file', 'Human resources: file (benefits, life insurance, special programs)', {
    ...hrFile,
  }),
  read('hr-demographics', 'hr-demographic', 'Human resources: demographics entry', { ...titledEntry }),
  read('hr-petitions', 'hr-petition', 'Human resources: petition', { ...titledEntry }),
  read(
    'operations-hr-leaves-tables',
    'operations-hr-leaves-table',
    'Human resources: annual leave table row',
    {
      YearsOfService: help('The Years of service column, e.g. "Less than 5 years".', string()),
      AnnualLeave: help('The Annual leave column, as visitors read it.', string()),
      TotalYearCredit: help('The Total year credit column, as visitors read it.', string()),
    },
  ),
  read('job-openings', 'job-opening', 'Job openings: opening', {
    Title: help('The Position column; it links to the announcement file.', string(), 'Position'),
    AnnouncementNumber: help('The Announcement No. column.', string(), 'Announcement number'),
    Type: help(
      'The Type column: Open (employees and the public) or In-House (employees).',
      enumeration(['Open', 'In-House']),
    ),
    OpeningDate: help('The Opening date column.', date()),
    ClosingDate: help(
      'The Closing date column. The opening is listed until this day ends, then disappears.',
      date(),
    ),
    Description: help('A line under the position.', text()),
    File: help('The announcement visitors open (PDF), from the media library.', media()),
  }),
];

module.exports = collections;
