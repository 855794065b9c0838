'use strict';

/** Rates: rate calculator table, rate documents (/rates), rate adjustment FAQs (/rateadjustment). */
const { billChart, docLink } = require('../helpers');

// Rate classes listed on /rates (16 classes, lettered).
const SCHEDULES = [
  ['A', 'Schedule A - Residential Service, Pre-Paid'],
  ['C', 'Schedule C - Net Metering Customer-Generators'],
  ['D', 'Schedule D - Residential Service, Demand Metered'],
  ['E', 'Schedule E - Customer-Generator Export'],
  ['F', 'Schedule F - Public Street Lighting'],
  ['G', 'Schedule G - General Service, Non-Demand'],
  ['H', 'Schedule H - Private Outdoor Lighting'],
  ['J', 'Schedule J - General Service, Demand'],
  ['K', 'Schedule K - Small Government Service, Demand'],
  ['L', 'Schedule L - Large Government Service'],
  ['M', 'Schedule M - Standby Service'],
  ['N', 'Schedule N - Government Non-Demand Service'],
  ['P', 'Schedule P - Large Power Service'],
  ['R', 'Schedule R - Residential Service'],
  ['S', 'Schedule S - Small Government Service, Non-Demand'],
  ['Z', 'Schedule Z - Interruptible Load Service'],
];

// The 15 options of the Proposed Rate Adjustments dropdown on /rateadjustment (key, label), each with the
// customer charge and non-fuel energy charge per kWh its chart is drawn from, and the usages it shows.
/** @type {[key: string, label: string, customerCharge: number, energyPerKwh: number, usages: number[]][]} */
const CHART_SCHEDULES = [
  ['D', 'Schedule D', 15, 0.1105, [500, 1000, 2000]],
  ['F', 'Schedule F', 0, 0.1893, [100, 250, 500]],
  ['G-1', 'Schedule G (Single Phase)', 20, 0.1296, [500, 1000, 2000]],
  ['G-3', 'Schedule G (Three Phase)', 30, 0.1296, [1000, 2500, 5000]],
  ['H', 'Schedule H', 0, 0.2071, [100, 250, 500]],
  ['J-1', 'Schedule J (Single Phase)', 60, 0.1042, [2000, 5000, 10000]],
  ['J-3', 'Schedule J (Three Phase)', 80, 0.1042, [5000, 10000, 20000]],
  ['K-1', 'Schedule K (Single Phase)', 60, 0.1137, [2000, 5000, 10000]],
  ['K-3', 'Schedule K (Three Phase)', 80, 0.1137, [5000, 10000, 20000]],
  ['L', 'Schedule L', 250, 0.0951, [20000, 50000, 100000]],
  ['N', 'Schedule N', 20, 0.1338, [500, 1000, 2000]],
  ['P', 'Schedule P', 500, 0.0874, [50000, 100000, 200000]],
  ['R', 'Schedule R', 15, 0.0782, [500, 1000, 2000]],
  ['S-1', 'Schedule S (Single Phase)', 20, 0.1264, [500, 1000, 2000]],
  ['S-3', 'Schedule S (Three Phase)', 30, 0.1264, [1000, 2500, 5000]],
];
// The fuel charge per kWh (LEAC, secondary) now and as proposed for September 1, 2025; the proposed customer
// charge is $5.00 higher (the rate adjustment FAQ).
const FUEL_NOW = 0.208802;
const FUEL_PROPOSED = 0.155495;
const PROPOSED_CUSTOMER_CHARGE_INCREASE = 5;

// The nine rate adjustment news releases the /rateadjustment sidebar always lists (matched by Anchor).
const RATE_NEWS = [
  ['rate-news-2025-04-16', 'GPA Answers Rate Adjustment Questions (April 16, 2025)'],
  // One date for this release wherever it is shown (the news article of the same day, its PDF, this list).
  [
    'rate-news-2025-04-16-decrease',
    'GPA Proposes Further $42.00 Decrease for September 2025 (April 16, 2025)',
  ],
  ['rate-news-2025-04-01', 'GPA Files Petition for September 1, 2025 Rate Adjustment (April 1, 2025)'],
  ['rate-news-2025-03-20', 'Public Hearings Scheduled on Proposed Rates (March 20, 2025)'],
  ['rate-news-2025-03-05', 'CCU Approves Rate Adjustment Petition (March 5, 2025)'],
  ['rate-news-2025-02-01', 'Average Bill Lowered by $53.00 Effective February 1, 2025'],
  ['rate-news-2025-01-30', 'PUC Approves Lower LEAC Factor (January 30, 2025)'],
  ['rate-news-2025-01-15', 'New Power Plant to Save Over 900,000 Barrels of Oil a Year (January 15, 2025)'],
  ['rate-news-2024-11-18', 'Why Base Rates Have Not Changed Since 2013 (November 18, 2024)'],
];

// Residential rate table driving /rate-calculator; Schedule R's and the Rate Information Summary's PDFs print
// these same rows. Values must stay exact (6 decimals).
const RESIDENTIAL_RATES = [
  { Label: 'Customer Charge', Type: 'Fixed', Rate_Value: 1, Calc_Value: 15 },
  { Label: 'Non-Fuel Energy First 500 kWh', Type: 'Fixed', Rate_Value: 500, Calc_Value: 0.06955 },
  { Label: 'Non-Fuel Energy Over 500 kWh', Type: 'Fixed Deduction', Rate_Value: 500, Calc_Value: 0.08687 },
  { Label: 'Emergency Water Well', Type: 'Percentage', Rate_Value: 100, Calc_Value: 0.00279 },
  { Label: 'Self-Insurance', Type: 'Percentage', Rate_Value: 100, Calc_Value: 0.0029 },
  { Label: 'Working Capital Fund', Type: 'Percentage', Rate_Value: 100, Calc_Value: 0 },
  {
    Label: 'Fuel Recovery Charge (LEAC effective 08/01/25)',
    Type: 'Percentage',
    Rate_Value: 100,
    Calc_Value: 0.155495,
  },
];

/** The residential rates as a document prints them, one line each ("Customer Charge: $15 per month"). */
const residentialRateLines = () =>
  RESIDENTIAL_RATES.map(({ Label, Type, Calc_Value }) =>
    Type === 'Fixed' && Label === 'Customer Charge'
      ? `${Label}: $${Calc_Value.toFixed(2)} per month`
      : `${Label}: $${Calc_Value} per kWh`,
  );

/** The lines of a rate schedule's PDF: Schedule R carries the residential rates in effect. */
const scheduleLines = (letter, title) => [
  'Guam Power Authority - Rate Schedules',
  title,
  ...(letter === 'R'
    ? ['Rates in effect (base rates effective 2/1/2025, LEAC effective 08/01/25):', ...residentialRateLines()]
    : []),
  'Rates subject to the Levelized Energy Adjustment Clause (LEAC).',
];

module.exports = {
  'rate-calculators': RESIDENTIAL_RATES,

  'rate-documents': [
    ...SCHEDULES.map(([letter, title]) =>
      docLink(title, {
        anchor: `schedule-${letter.toLowerCase()}`,
        description: `Rate schedule ${letter}: applicability, monthly charges and terms of service.`,
        lines: scheduleLines(letter, title),
      }),
    ),
    docLink('Fuel Adjustment Factors by Voltage Level', {
      anchor: 'fuel-adjustment-factors',
      description: 'LEAC factors for secondary, 13.8kV, 34.5kV and 115kV delivery, three effective dates.',
      lines: [
        'Secondary: 0.261995 (08/01/24), 0.208802 (02/01/25), 0.155495 (08/01/25) per kWh.',
        '13.8kV: 0.254148, 0.201762, 0.150814. 34.5kV: 0.253416, 0.201106, 0.150379. 115kV: 0.250297, 0.198306, 0.148528.',
      ],
    }),
    docLink('Rate Information Summary', {
      anchor: 'rate-information',
      description: 'Base rates were last raised in 2013. The LEAC is reviewed every six months.',
      lines: [
        'Base rates were last raised in 2013. The LEAC is reviewed every six months.',
        'Residential rates in effect (Schedule R; base rates effective 2/1/2025, LEAC effective 08/01/25):',
        ...residentialRateLines(),
      ],
    }),
    docLink('Billing Samples', {
      anchor: 'billing-samples',
      description: 'Sample residential bills at current and proposed rates (1,000 kWh).',
      lines: [
        'Average monthly residential bill (1,000 kWh) at $100 per barrel fuel:',
        'Jan 2025: $359. Feb 2025: $306. Sept 2025 (proposed): $264.',
      ],
    }),
    ...RATE_NEWS.map(([anchor, title]) =>
      docLink(title, {
        anchor,
        title: `News Release: ${title}`,
        lines: ['Guam Power Authority - News Release', title],
        issued: /\d{4}-\d{2}-\d{2}/.exec(anchor)?.[0],
      }),
    ),
  ],

  'rate-schedule-charts': CHART_SCHEDULES.map(([key, label, customerCharge, energyPerKwh, usages]) => ({
    Schedule: key,
    Title: `${label}: monthly bill at current and proposed rates`,
    Chart: billChart(
      `${label}: monthly bill at current and proposed rates, for ${usages.map((kwh) => `${kwh.toLocaleString('en-US')} kWh`).join(', ')}`,
      {
        usages,
        current: { customerCharge, energyPerKwh, fuelPerKwh: FUEL_NOW },
        proposed: {
          customerCharge: customerCharge + PROPOSED_CUSTOMER_CHARGE_INCREASE,
          energyPerKwh,
          fuelPerKwh: FUEL_PROPOSED,
        },
      },
    ),
  })),

  'rate-adjustment-faqs': [
    {
      group: 'General Questions',
      question: 'Why is my bill going down?',
      answer:
        'Lower fuel costs and the fuel efficiency of the new power plant lower the Levelized Energy Adjustment Clause (LEAC). The average residential bill (1,000 kWh) was lowered by $53.00 effective February 1, 2025.',
    },
    {
      group: 'General Questions',
      question: 'What is the LEAC?',
      answer:
        'The Levelized Energy Adjustment Clause recovers the cost of fuel. It is reviewed every six months by the Public Utilities Commission and currently makes up about 68 percent of the average bill.',
    },
    {
      group: 'General Questions',
      question: 'When do the new rates take effect?',
      answer:
        'The proposed rates would take effect September 1, 2025, pending approval by the Public Utilities Commission.',
    },
    {
      group: 'Customer Impact',
      question: 'How much will the average residential customer save?',
      answer:
        'An additional decrease of $42.00 per month is proposed for the average residential bill (1,000 kWh) effective September 1, 2025.',
    },
    {
      group: 'Customer Impact',
      question: 'Will the customer charge change?',
      answer:
        'The monthly customer charge is proposed to change from $15 to $20 while the energy charges decrease.',
    },
    {
      group: 'Customer Impact',
      question: 'How can I estimate my own bill?',
      answer:
        'Use the residential calculator on this page or the rate calculator at /rate-calculator with your monthly kWh (500 kWh and above).',
    },
    {
      group: 'Reasons & Justification',
      question: 'Why adjust base rates now?',
      answer:
        'Base rates were last raised in 2013. The new 180 MW plant is 37 percent more fuel efficient than the old units and 22 percent more than the other units, and saves over 900,000 barrels of oil a year.',
    },
    {
      group: 'Reasons & Justification',
      question: 'What does the new power plant cost?',
      answer:
        'About 400 million dollars, recovered over a 25-year turnover period while fuel savings lower the LEAC. It cools with up to 3 million gallons per day of treated sewer water instead of fresh water.',
    },
    {
      group: 'Reasons & Justification',
      question: 'What is the long-term LEAC target?',
      answer:
        'GPA targets a LEAC of 13 to 14 cents per kWh. With renewables at 16 percent today, GPA is working toward 50 percent renewable energy by 2030 and 100 percent by 2045, including 60 MW of solar and 40 MW of storage.',
    },
    {
      group: 'Transparency & Accountability',
      question: 'How are customers notified of a rate petition?',
      answer:
        'Notice is published 3 months ahead in the newspaper and 1 month ahead by mail before a petition is filed.',
    },
    {
      group: 'Transparency & Accountability',
      question: 'Who approves the rates?',
      answer:
        'The Consolidated Commission on Utilities and the Guam Public Utilities Commission review and approve all rate changes.',
    },
    {
      group: 'Transparency & Accountability',
      question: 'Where can I read the petition documents?',
      answer:
        'Petitions and workforce reports are posted in their sections of this page as soon as they are filed with the Public Utilities Commission.',
    },
  ],
};
