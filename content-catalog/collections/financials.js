'use strict';

// Financials: statements, reports and the proposed rate charts.
const {
  string,
  media,
  mediaList,
  image,
  manyToOne,
  help,
  FILE_HELP,
  LINK_HELP,
  read,
  docs,
} = require('./fields');

/** @type {import('../collections').CatalogCollection[]} */
module.exports = [
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
];
