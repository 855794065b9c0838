'use strict';

/** /leac tabs: FUEL PURCHASES and PUC LEAC Orders. */
const { docLink } = require('../helpers');

const fuel = (label, title, description) =>
  docLink(label, {
    anchor: label,
    title,
    description,
    lines: ['Guam Power Authority - Fuel Purchases', title, description],
  });

// Labels are cut to 22 characters + ellipsis by the front end: mix short and long ones.
const fuelPurchases = [
  fuel(
    'FY2025 Q3 Fuel Report',
    'Fuel Purchases, Fiscal Year 2025 Third Quarter',
    'Residual fuel oil and diesel purchases, April to June 2025.',
  ),
  fuel(
    'FY2025 Q2 Fuel Report',
    'Fuel Purchases, Fiscal Year 2025 Second Quarter',
    'Residual fuel oil and diesel purchases, January to March 2025.',
  ),
  fuel(
    'Fuel Purchases - Fiscal Year 2025 First Quarter (Oct-Dec 2024)',
    'Fuel Purchases, Fiscal Year 2025 First Quarter',
    'Residual fuel oil and diesel purchases, October to December 2024.',
  ),
  fuel(
    'Fuel Purchases - Fiscal Year 2024 Annual Summary',
    'Fuel Purchases, Fiscal Year 2024 Annual Summary',
    'Barrels purchased and average price per barrel for fiscal year 2024.',
  ),
  fuel(
    'ULSD Supply Contract Price Summary 2024',
    'Ultra Low Sulfur Diesel Supply Contract Price Summary 2024',
    'Monthly contract prices for ultra low sulfur diesel.',
  ),
  fuel(
    'RFO Invoices FY2024',
    'Residual Fuel Oil Invoices, Fiscal Year 2024',
    'Summary of residual fuel oil invoices.',
  ),
];

const puc = (date, docket, summary) =>
  docLink(`${date} PUC Order - Docket ${docket}`, {
    anchor: `${date} PUC Order GPA Docket ${docket}`,
    title: `Public Utilities Commission Order, GPA Docket ${docket} (${date})`,
    description: summary,
    lines: ['Guam Public Utilities Commission', `Order in GPA Docket ${docket}, dated ${date}.`, summary],
  });

// Anchor values start with the ISO date so that sort=Anchor:desc lists the newest first. The rows are created
// out of date order, so Anchor order and id order differ (the page must sort by Anchor, not rely on ids).
const pucLeacs = [
  puc(
    '2024-07-25',
    '24-09',
    'LEAC factor for the period August 1, 2024 to January 31, 2025: 0.261995 per kWh (secondary).',
  ),
  puc('2023-07-28', '23-05', 'LEAC factor for the period August 1, 2023 to January 31, 2024.'),
  puc('2025-07-31', '25-08', 'LEAC factor effective August 1, 2025: 0.155495 per kWh (secondary).'),
  puc(
    '2024-01-30',
    '24-01',
    'LEAC factor for the period February 1, 2024 to July 31, 2024: 0.261995 per kWh (secondary).',
  ),
  puc(
    '2025-01-30',
    '25-02',
    'LEAC factor for the period February 1, 2025 to July 31, 2025: 0.208802 per kWh (secondary).',
  ),
];

module.exports = {
  'financials-fuel-purchases': fuelPurchases,
  'financials-puc-leacs': pucLeacs,
};
