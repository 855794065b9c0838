'use strict';

/** /corporate/operations: additional resources, classes held, LEAC charts. */
const { docLink, docLinks, pdf } = require('../helpers');

// Classes held: 2009: 8, 2011: 6, 2012: 8 (anchor text truncated to 25 characters in the page).
const CLASSES = {
  2009: [
    'Power Plant Operations Basics',
    'Boiler Water Chemistry',
    'Diesel Engine Maintenance',
    'Electrical Safety in Generation Facilities',
    'Heat Rate Improvement Techniques',
    'Fuel Handling and Storage',
    'Environmental Compliance Reporting',
    'Control Room Operations',
  ],
  2011: [
    'Substation Maintenance',
    'Protective Relaying Fundamentals',
    'Transmission Line Inspection',
    'SCADA Operations',
    'Load Dispatch Procedures',
    'Emergency Response Planning',
  ],
  2012: [
    'Combustion Turbine Operations',
    'Predictive Maintenance Programs',
    'Root Cause Analysis',
    'Renewable Integration Basics',
    'Energy Storage Systems Overview',
    'Generation Planning Models',
    'Outage Management',
    'Leadership for Plant Supervisors',
  ],
};

const training = Object.entries(CLASSES).flatMap(([year, titles]) =>
  titles.map((title) => ({
    AnchorText: `${year} - ${title}`,
    Year: Number(year),
    File: pdf(`${title} (${year})`, { lines: [`Class held in ${year}`, title] }),
  })),
);

const charts = (prefix, periods) =>
  periods.map((period) =>
    docLink(`${prefix} - ${period}`, {
      anchor: `${prefix} ${period}`,
      lines: [`${prefix}`, `LEAC period: ${period}`],
    }),
  );

const PERIODS = ['Feb 2025 - Jul 2025', 'Aug 2024 - Jan 2025', 'Feb 2024 - Jul 2024'];

module.exports = {
  'operations-forms-additionals': docLinks([
    ['Audit and Revenue Protection Overview', { anchor: 'audit-and-revenue' }],
    ['Planning and Environmental Compliance Report', { anchor: 'planning-and-environmental-compliance' }],
    ['Planning and Operations Annual Summary', { anchor: 'planning-and-operations' }],
    ['LEAC Performance Summary', { anchor: 'leac-performance' }],
    [
      'Energy Theft Reporting Program',
      { description: 'Report suspected energy theft; all reports are confidential.' },
    ],
    ['Guam EPA Air Permits (external site)', { link: 'https://epa.guam.gov/', file: false }],
    ['Generation Outage Schedule (to be posted)', { file: false }],
  ]),
  'operations-training-classes': training,
  'operations-leac-baseload-dispatches': charts('Baseload Dispatch Performance', PERIODS),
  'operations-leac-baseload-dispatch-charts': charts('Baseload Dispatch Chart', PERIODS),
  'operations-leac-baseload-savings': charts('Savings from Increased Baseload Use', PERIODS),
  'operations-leac-efor-charts': [...charts('EFOR Chart', PERIODS), ...charts('EAF Chart', PERIODS)],
  'operations-leac-fuel-usages': charts('Fuel Usage Consumption', PERIODS),
  'operations-leac-gross-heat-rates': charts('Gross Heat Rate', PERIODS),
  'operations-leac-iwps-dispatches': charts('IWPS Dispatch', PERIODS),
  'operations-leac-previous-leac-charts': charts('Previous LEAC Period Control Chart', PERIODS),
};
