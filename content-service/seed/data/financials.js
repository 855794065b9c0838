'use strict';

/** /corporate/financials tabs. */
const { docLink, pdf, png, ref } = require('../helpers');

const fy = (years, make) => years.map(make);

// Non-employee travel: Anchor containing 2025 = current fiscal year, others = archive.
const TRAVEL = [
  ['October', 2025], ['November', 2025], ['December', 2025], ['January', 2025], ['March', 2025],
  ['October', 2024], ['February', 2024], ['June', 2024], ['September', 2024],
];

const RATINGS = {
  2025: ["Moody's Rating Action - Baa2 Stable", 'S&P Global Ratings Report - BBB', 'Fitch Ratings Affirmation - BBB'],
  2024: ["Moody's Credit Opinion 2024", 'S&P Global Ratings Report 2024'],
  2023: ['Fitch Ratings Report 2023'],
};

module.exports = {
  'financials-annual-reports': fy([2024, 2023, 2022, 2021], (year) => ({
    Title: `Annual Report ${year}`,
    Thumbnail: png(`Annual Report ${year} cover`, ['#0f4c81', '#1a8a8a', '#6a4fb3', '#d4812a'][2024 - year]),
    Anchor: `annual-report-${year}`,
    Link: null,
    File: pdf(`Annual Report ${year}`, { lines: [`Guam Power Authority Annual Report, fiscal year ${year}.`, 'Fiscal year starts 1 October.'] }),
  })),
  'financials-audited-statements-archives': fy([2024, 2023, 2022, 2021], (year) =>
    docLink(`FY${year} Audited Financial Statements`, { description: `Audited financial statements and independent auditors' report, fiscal year ${year}.` })
  ),
  'financials-un-audited-statements-archives': [
    docLink('FY2025 Q2 Un-Audited Financial Statements'),
    docLink('FY2025 Q1 Un-Audited Financial Statements'),
    docLink('Statement of Revenues and Expenses - March 2025'),
    docLink('Statement of Revenues and Expenses - December 2024'),
  ],
  'financials-self-insurance-protocols': [
    docLink('Self-Insurance Fund Protocol', { description: 'Self-insurance surcharge $0.0029/kWh civilian and $0.0007/kWh Navy.' }),
    docLink('Self-Insurance Fund Annual Report FY2024'),
  ],
  'financials-citizen-centric-reports': fy([2024, 2023, 2022], (year) =>
    docLink(`Citizen Centric Report FY${year}`, { description: `Plain-language summary of fiscal year ${year} performance and finances.` })
  ),
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
  'financial-credit-rating-years': Object.keys(RATINGS).map((Year) => ({ Year })),
  'financial-credit-ratings': Object.entries(RATINGS).flatMap(([year, titles]) =>
    titles.map((title) => ({
      Anchor: title,
      AnchorText: title,
      credit_rating_year: ref('financial-credit-rating-years', 'Year', year),
      File: [pdf(`${title} (${year})`)],
    }))
  ),
  'non-employee-travel-justification-reports': TRAVEL.map(([month, year]) => ({
    Anchor: `${month} ${year} Non-Employee Travel Justification`,
    File: pdf(`Non-Employee Travel Justification - ${month} ${year}`),
  })),
};
