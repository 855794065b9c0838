'use strict';

/** /corporate/financials tabs. */
const { MONTH_NAMES } = require('@gpa/content-catalog/months');
const { docLink, pdf, png, ref } = require('../helpers');

const fy = (years, make) => years.map(make);

// Non-employee travel: the Anchor names the month and the fiscal year (FY starts 1 October); Anchor containing
// 2025 = current fiscal year, others = archive. Listed out of order so the page's fiscal ordering shows.
// The fiscal year's months, October first.
const MONTHS = [...MONTH_NAMES.slice(9), ...MONTH_NAMES.slice(0, 9)];
const TRAVEL = [
  ...MONTHS.slice(0, 8)
    .map((month) => [month, 2025])
    .reverse(),
  ...MONTHS.map((month) => [month, 2024]),
  ['September', 2023],
  ['March', 2023],
  ['November', 2023],
];

// Listed oldest year first: the page shows the year groups in reversed order of fetch (newest first).
const RATINGS = [
  ['2021', ["Moody's Credit Opinion 2021"]],
  ['2022', ['Fitch Ratings Report 2022', 'S&P Global Ratings Report 2022']],
  ['2023', ['Fitch Ratings Report 2023']],
  ['2024', ["Moody's Credit Opinion 2024", 'S&P Global Ratings Report 2024']],
  [
    '2025',
    [
      "Moody's Rating Action - Baa2 Stable",
      'S&P Global Ratings Report - BBB',
      'Fitch Ratings Affirmation - BBB',
    ],
  ],
];
// One rating carries two files (report and press release): the page handles a File array.
const ratingFiles = (title, year) =>
  title.startsWith('Fitch Ratings Affirmation')
    ? [pdf(`${title} (${year})`), pdf(`${title} - Press Release (${year})`)]
    : [pdf(`${title} (${year})`)];

module.exports = {
  'financials-annual-reports': fy([2024, 2023, 2022, 2021], (year) => ({
    Title: `Annual Report ${year}`,
    Thumbnail: png(`Annual Report ${year} cover`, ['#0f4c81', '#1a8a8a', '#6a4fb3', '#d4812a'][2024 - year]),
    Anchor: `annual-report-${year}`,
    Link: null,
    File: pdf(`Annual Report ${year}`, {
      lines: [`Guam Power Authority Annual Report, fiscal year ${year}.`, 'Fiscal year starts 1 October.'],
    }),
  })),
  'financials-audited-statements-archives': [
    ...fy([2024, 2023, 2022, 2021], (year) =>
      docLink(`FY${year} Audited Financial Statements`, {
        description: `Audited financial statements and independent auditors' report, fiscal year ${year}.`,
      }),
    ),
    // Older audits are published by the Office of Public Accountability: a link, no file.
    docLink('FY2020 Audited Financial Statements (Office of Public Accountability)', {
      link: 'https://www.opaguam.org/',
      file: false,
    }),
  ],
  'financials-un-audited-statements-archives': [
    docLink('FY2025 Q2 Un-Audited Financial Statements'),
    docLink('FY2025 Q1 Un-Audited Financial Statements'),
    docLink('Statement of Revenues and Expenses - March 2025'),
    docLink('Statement of Revenues and Expenses - December 2024'),
  ],
  'financials-self-insurance-protocols': [
    docLink('Self-Insurance Fund Protocol', {
      description: 'Self-insurance surcharge $0.0029/kWh civilian and $0.0007/kWh Navy.',
    }),
    docLink('Self-Insurance Fund Annual Report FY2024'),
  ],
  'financials-citizen-centric-reports': [
    ...fy([2025, 2024, 2023, 2022], (year) =>
      docLink(`Citizen Centric Report FY${year}`, {
        description: `Plain-language summary of fiscal year ${year} performance and finances.`,
      }),
    ),
  ],
  'financials-bond-statements': [
    docLink('2022 Revenue Refunding Bonds Official Statement'),
    docLink('2017 Revenue Refunding Bonds Official Statement'),
    docLink('2014 Senior Revenue Bonds Official Statement'),
  ],
  'financials-operating-data-items': [
    docLink('Annual Operating Data FY2024'),
    docLink('Annual Operating Data FY2023'),
  ],
  'financials-assesment-reports': [
    docLink('Management & Operational Assessment - Executive Summary'),
    docLink('Management & Operational Assessment - Generation'),
    docLink('Management & Operational Assessment - Customer Service'),
  ],
  'financial-credit-rating-years': RATINGS.map(([Year]) => ({ Year })),
  'financial-credit-ratings': RATINGS.flatMap(([year, titles]) =>
    titles.map((title) => ({
      Anchor: title,
      AnchorText: title,
      credit_rating_year: ref('financial-credit-rating-years', 'Year', year),
      File: ratingFiles(title, year),
    })),
  ),
  'non-employee-travel-justification-reports': TRAVEL.map(([month, year]) => ({
    Anchor: `Non-Employee Travel Justification - ${month} FY${year}`,
    File: pdf(`Non-Employee Travel Justification - ${month} FY${year}`),
  })),
};
