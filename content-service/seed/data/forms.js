'use strict';

/** Forms and permits (/residential/forms-and-permits, /business/forms-and-permits). */
const { formItem } = require('../helpers');

const CLEARANCES =
  'Clearances: 3 ft around handholes and meters, 5 ft around transformer sides and back, 10 ft in front.';

module.exports = {
  'residential-fn-p-standards': [
    formItem('Residential Plan Review Checklist'),
    formItem('Residential Plan Review Guidelines'),
    formItem('Electric Service Requirements - Residential', {
      lines: [
        'Service application 8 months ahead of energization (12 months for pad-mounted transformer projects).',
        CLEARANCES,
      ],
    }),
    formItem('Underground Service Installation Standards', {
      lines: ['Conduit pull rope 200 lb minimum.', 'Inspection notice: 48 hours.'],
    }),
    formItem('Meter Socket and Meter Base Specifications'),
    // Not uploaded yet: shown as text, without a link.
    formItem('Residential Plan Review Fee Schedule (available at our offices)', { file: false }),
  ],
  'residential-fn-p-work-orders': [
    formItem('Application for Electric Service (Residential)', {
      lines: ['Application fee: $25.00. Same-day connection fee: $9.00.'],
    }),
    formItem('Temporary Power Service Request'),
    formItem('Service Relocation / Upgrade Work Order'),
    formItem('Meter Inspection Request', { lines: ['Please give 48 hours notice for inspections.'] }),
  ],
  'residential-fn-p-work-signs': [
    formItem('Danger High Voltage Sign Specification'),
    formItem('Pad-Mounted Transformer Clearance Sign', { lines: [CLEARANCES] }),
    formItem('Underground Cable Warning Marker'),
  ],
  'residential-fn-p-work-others': [
    formItem('Net Metering Interconnection Application and Agreement for Customer-Generators'),
    formItem('Load Letter Template'),
    formItem('Hybrid System Guidelines for Loads under 100 kVA Single Phase or 225 kVA Three Phase'),
    formItem('Building Permit Information (Department of Public Works)', {
      link: 'https://dpw.guam.gov/',
      file: false,
    }),
    formItem('Customer Service Directory'),
    formItem('Solar Water Heater Permit Checklist (ask at the customer service counter)', { file: false }),
  ],

  'business-fn-p-standards': [
    formItem('Commercial and Multi-Residential Plan Review Checklist'),
    formItem('Commercial and Multi-Residential Plan Review Guidelines'),
    formItem('Electric Service Requirements - Commercial', {
      lines: [
        'Service application 8 months ahead of energization (12 months for pad-mounted transformer projects).',
        CLEARANCES,
      ],
    }),
    formItem('Pad-Mounted Transformer Installation Standards', { lines: [CLEARANCES] }),
    formItem('Primary Metering Cabinet Specifications'),
  ],
  'business-fn-p-work-orders': [
    formItem('Application for Electric Service (Commercial)', {
      lines: ['Deposit: at most 2.5 times the estimated monthly bill and at least $125.00.'],
    }),
    formItem('Load Calculation Worksheet'),
    formItem('Temporary Construction Power Request'),
    formItem('Service Disconnect / Reconnect Work Order'),
  ],
  'business-fn-p-work-signs': [
    formItem('Danger High Voltage Sign Specification (Commercial)'),
    formItem('Switchgear Room Warning Sign'),
    formItem('Pad-Mounted Transformer Clearance Sign (Commercial)', { lines: [CLEARANCES] }),
  ],
  'business-fn-p-work-others': [
    formItem('Net Metering Interconnection Application for Commercial Customer-Generators'),
    formItem('Interruptible Load Program Enrollment Form'),
    formItem('Large Power Customer Load Profile Request Form'),
    formItem('Business License Information (Department of Revenue and Taxation)', {
      link: 'https://www.guamtax.com/',
      file: false,
    }),
    formItem('Change of Account Name Form'),
    formItem('Primary Service Agreement (by appointment with Engineering)', { file: false }),
  ],
};
