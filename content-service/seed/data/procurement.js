'use strict';

/** /corporate/procurement tables. */
const { docLink, pdf } = require('../helpers');

const bidDoc = (number, title, kind = 'Invitation for Bid') =>
  pdf(`${number} - ${title}`, {
    name: `${number}-${kind}`,
    lines: [`Guam Power Authority - ${kind}`, `${number}: ${title}`],
  });

const contract = (description, base, n) => ({
  Description: description,
  BaseContract: base,
  ContractFile: pdf(`Contract ${base}`, { lines: [description, `Base contract ${base}`] }),
  POFile:
    n % 3 === 0
      ? null
      : pdf(`Purchase Order ${base}`, {
          lines: [description, `Purchase order issued under contract ${base}`],
        }),
});

// The open tenders and stays are dated from the day the seed runs (the seed's own data gives no dates for
// them): "open now" means due in the coming weeks, and each announcement number carries its year of issue.
const seededOn = new Date();
const daysFromToday = (days) =>
  new Date(Date.UTC(seededOn.getUTCFullYear(), seededOn.getUTCMonth(), seededOn.getUTCDate() + days));
const isoDay = (days) => daysFromToday(days).toISOString().slice(0, 10);
const longDay = (days) =>
  daysFromToday(days).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const due = (days, time = '2:00 PM') => `${longDay(days)} ${time} ChST`;
const number = (kind, serial, issuedDaysAgo) =>
  `GPA-${kind}-${serial}-${daysFromToday(-issuedDaysAgo).getUTCFullYear()}`;

const IFB_025 = number('IFB', '025', 14);
const IFB_019 = number('IFB', '019', 35);
const RFP_007 = number('RFP', '007', 49);
const RFP_003 = number('RFP', '003', 120);
const MSB_002 = number('MSB', '002', 90);
const IFB_011 = number('IFB', '011', 60);

module.exports = {
  'procurement-available-tenders-tables': [
    {
      Type: 'BID',
      Title: 'Supply of Distribution Transformers',
      AnnouncementNumber: IFB_025,
      IssuanceDate: isoDay(-14),
      Due: due(21),
      AmendmentFiles: [pdf(`${IFB_025} Amendment 1`)],
      File: bidDoc(IFB_025, 'Supply of Distribution Transformers'),
      StayOfProcurement: false,
      ReBid: false,
      ReSolicitation: false,
    },
    {
      Type: 'BID',
      Title: 'Wooden Utility Poles (Re-Bid)',
      AnnouncementNumber: IFB_019,
      IssuanceDate: isoDay(-35),
      Due: due(9),
      AmendmentFiles: [],
      File: bidDoc(IFB_019, 'Wooden Utility Poles'),
      StayOfProcurement: false,
      ReBid: true,
      ReSolicitation: false,
    },
    {
      Type: 'RFP',
      Title: 'Customer Information System Upgrade',
      AnnouncementNumber: RFP_007,
      IssuanceDate: isoDay(-49),
      Due: due(28, '4:00 PM'),
      AmendmentFiles: [pdf(`${RFP_007} Amendment 1`), pdf(`${RFP_007} Amendment 2`)],
      File: bidDoc(RFP_007, 'Customer Information System Upgrade', 'Request for Proposals'),
      StayOfProcurement: false,
      ReBid: false,
      ReSolicitation: true,
    },
    {
      Type: 'RFP',
      Title: 'Energy Storage System Integrator (Re-Solicitation after Stay)',
      AnnouncementNumber: RFP_003,
      IssuanceDate: isoDay(-120),
      Due: 'TBD - see amendment',
      AmendmentFiles: [pdf(`${RFP_003} Amendment 1`)],
      File: null,
      StayOfProcurement: true,
      ReBid: false,
      ReSolicitation: true,
    },
    {
      Type: 'Multi-step',
      Title: 'Renewable Energy Resource Acquisition Phase IV',
      AnnouncementNumber: MSB_002,
      IssuanceDate: isoDay(-90),
      Due: due(60),
      AmendmentFiles: [],
      File: bidDoc(MSB_002, 'Renewable Energy Resource Acquisition Phase IV', 'Multi-Step Bid'),
      StayOfProcurement: true,
      ReBid: false,
      ReSolicitation: false,
    },
  ],

  'procurement-stay-tables': [
    {
      Type: 'Multi-step',
      DescriptionTitle: 'Renewable Energy Resource Acquisition Phase IV',
      DescriptionLine1: MSB_002,
      DescriptionLine2: 'Procurement stayed pending resolution of a protest.',
      File: [pdf(`Notice of Stay of Procurement ${MSB_002}`), pdf(`Protest Decision ${MSB_002}`)],
      Announcement: 'Notice of Stay',
      Date: isoDay(-30),
      Due: 'Stayed',
    },
    {
      Type: 'BID',
      DescriptionTitle: 'Fuel Oil Tank Cleaning Services',
      DescriptionLine1: IFB_011,
      DescriptionLine2: 'Stay lifted; bid opening rescheduled.',
      File: [pdf(`Lift of Stay ${IFB_011}`)],
      Announcement: 'Lift of Stay',
      Date: isoDay(-20),
      Due: due(10),
    },
  ],

  'procurement-bids-tables': [
    {
      Bid: 'GPA-IFB-004-2025',
      Title: 'Supply of Streetlight LED Fixtures',
      TitleFile: bidDoc('GPA-IFB-004-2025', 'Supply of Streetlight LED Fixtures'),
      AwardDate: '2025-03-14',
      DatePosted: '2025-03-18',
      OpenCloseDate: 'Opened Feb 11, 2025 / Closed Feb 11, 2025',
      OpenCloseDateFile: pdf('GPA-IFB-004-2025 Bid Abstract'),
      Awardee: 'Pacific Lighting Supply LLC',
      AwardeeFile: pdf('GPA-IFB-004-2025 Notice of Award'),
    },
    {
      Bid: 'GPA-RFP-002-2025',
      Title: 'Independent Auditing Services',
      TitleFile: bidDoc('GPA-RFP-002-2025', 'Independent Auditing Services', 'Request for Proposals'),
      AwardDate: '2025-02-20',
      DatePosted: '2025-02-24',
      OpenCloseDate: 'Opened Dec 2, 2024 / Closed Jan 10, 2025',
      OpenCloseDateFile: null,
      Awardee: 'Island Audit Partners',
      AwardeeFile: pdf('GPA-RFP-002-2025 Notice of Award'),
    },
    {
      Bid: 'GPA-IFB-031-2024',
      Title: 'Substation Breaker Maintenance',
      TitleFile: bidDoc('GPA-IFB-031-2024', 'Substation Breaker Maintenance'),
      AwardDate: '2024-11-05',
      DatePosted: '2024-11-08',
      OpenCloseDate: 'Opened Sep 24, 2024 / Closed Sep 24, 2024',
      OpenCloseDateFile: pdf('GPA-IFB-031-2024 Bid Abstract'),
      Awardee: 'Marianas Electrical Services Inc.',
      AwardeeFile: pdf('GPA-IFB-031-2024 Notice of Award'),
    },
  ],

  'procurement-inventory-tables': [
    docLink('Technical Specification - Distribution Transformers', {
      anchor: 'spec-distribution-transformers',
    }),
    docLink('Technical Specification - Wooden Utility Poles', { anchor: 'spec-wooden-poles' }),
    docLink('Technical Specification - Overhead Conductors', { anchor: 'spec-overhead-conductors' }),
    docLink('Technical Specification - Streetlight LED Fixtures (on the procurement site)', {
      anchor: 'spec-streetlight-led',
      link: 'https://procurement.opengov.com/portal/guampowerauthority/technical-documents',
      file: false,
    }),
  ],
  'procurement-non-inventory-tables': [
    docLink('Technical Specification - Vegetation Management Services', {
      anchor: 'spec-vegetation-management',
    }),
    docLink('Technical Specification - Janitorial Services', { anchor: 'spec-janitorial' }),
    docLink('Technical Specification - Security Guard Services (revision pending)', {
      anchor: 'spec-security-guards',
      file: false,
    }),
  ],
  'procurement-dimension-tables': [
    {
      Title: 'Pad-Mounted Transformer Pad Dimensions',
      Dimensions: '72 in x 84 in x 8 in',
      File: pdf('Pad-Mounted Transformer Pad Dimensions'),
    },
    { Title: 'Handhole Dimensions', Dimensions: '17 in x 30 in x 24 in', File: pdf('Handhole Dimensions') },
    {
      Title: 'Meter Pedestal Dimensions',
      Dimensions: '12 in x 8 in x 60 in',
      File: pdf('Meter Pedestal Dimensions'),
    },
  ],

  // Contract approval tiers: GM $0.01 to $1,000,000; CCU above; PUC at $1,500,000 and above.
  'procurement-general-approval-tables': [
    contract('Tree trimming and vegetation management, island-wide', 'GPA-C-2024-018', 1),
    contract('Janitorial services for the Fadian and Mangilao facilities', 'GPA-C-2024-022', 2),
    contract('Security guard services for generation facilities', 'GPA-C-2025-003', 3),
  ],
  'procurement-commission-tables': [
    contract('Supply of distribution transformers (multi-year)', 'GPA-C-2024-009', 1),
    contract('Customer information system maintenance and support', 'GPA-C-2023-041', 3),
  ],
  'procurement-poc-tables': [
    contract('Residual fuel oil supply contract', 'GPA-C-2023-001', 1),
    contract('Energy conversion agreement, 198 MW combined cycle plant', 'GPA-C-2019-012', 2),
    contract('Performance management contract, Cabras units', 'GPA-C-2022-030', 3),
  ],
};
