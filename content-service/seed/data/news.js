'use strict';

/** News and media, FOIA, SOP index, content files, site search and the notification banner. */
const {
  GM_REPORT_CATEGORY: GM_REPORT,
  NEWSLETTER_CATEGORY: NEWSLETTER,
} = require('@gpa/content-catalog/news-categories');
const { docLink, pdf, ref } = require('../helpers');

const PRESS = 'Press Release';
const NET_METERING = 'Net Metering';

const article = (date, category, title, description, { document = true } = {}) => ({
  Title: title,
  Description: description,
  Date: date,
  Document: document ? pdf(title, { name: `${date}-${title}`, lines: [description], issued: date }) : null,
  article_category: ref('article-categories', 'Name', category),
});

const titled = (title, lines) => ({ Title: title, File: pdf(title, { lines }) });

module.exports = {
  'article-categories': [{ Name: PRESS }, { Name: NEWSLETTER }, { Name: GM_REPORT }, { Name: NET_METERING }],

  articles: [
    article(
      '2022-09-14',
      PRESS,
      'GPA Launches Beat the Peak Campaign',
      'Customers are asked to reduce power use between 5PM and 11PM to help avoid load shedding during the capacity shortfall.',
    ),
    article(
      '2022-11-02',
      NEWSLETTER,
      'Power Lines Newsletter - Fall 2022',
      'Typhoon season preparedness, energy saving tips and community programme highlights.',
    ),
    article(
      '2022-12-08',
      GM_REPORT,
      'GM Report to the CCU - December 2022',
      'Operations, financial and project status report of the General Manager to the Consolidated Commission on Utilities.',
    ),
    article(
      '2023-02-21',
      PRESS,
      'New Solar Farm Begins Commercial Operation',
      'The 60 MW solar facility with 40 MW of storage begins delivering power to the island grid.',
    ),
    article(
      '2023-05-03',
      PRESS,
      'GPA Urges Customers to Prepare for Typhoon Season',
      'Prepare supplies, secure loose objects and review the storm restoration process before the season begins.',
    ),
    article(
      '2023-05-17',
      PRESS,
      'GPA Reminds Customers about Generator Safety',
      'Never connect a portable generator to home wiring and always operate generators outdoors.',
    ),
    article(
      '2023-05-26',
      PRESS,
      'Power Restoration Underway after Typhoon Mawar',
      'Crews are restoring power feeder by feeder; hospitals, water and wastewater facilities come first, followed by main roads, villages and finally individual homes and businesses.',
    ),
    article(
      '2023-05-28',
      PRESS,
      'Restoration Update: Customer Service Windows Reopen',
      'Customer service windows in Hagatna and Upper Tumon reopen on Monday; payment deadlines are extended by two weeks for every customer affected by the typhoon and its aftermath.',
      { document: false },
    ),
    article(
      '2023-05-30',
      NEWSLETTER,
      'Power Lines Newsletter - May 2023',
      'Special storm edition: restoration progress, safety and customer assistance.',
    ),
    article(
      '2023-05-31',
      GM_REPORT,
      'GM Report to the CCU - May 2023',
      'Typhoon Mawar damage assessment and restoration costs.',
    ),
    article(
      '2023-08-10',
      PRESS,
      'PUC Approves LEAC Factor for August 2023',
      'The Public Utilities Commission approved the fuel recovery factor for the next six months.',
    ),
    article(
      '2023-11-15',
      NEWSLETTER,
      'Power Lines Newsletter - Fall 2023',
      'Rebates of $200 per qualified appliance and air conditioner rebates from $100 to $800.',
    ),
    article(
      '2024-01-25',
      GM_REPORT,
      'GM Report to the CCU - January 2024',
      'Fiscal year 2024 first quarter: 443 employees and 53,777 customers served.',
    ),
    article(
      '2023-09-19',
      NET_METERING,
      'Net Metering Program Reaches 3,000 Customers',
      'More than 3,000 homes and businesses now generate their own solar power under the net metering program; GPA reminds applicants that installations must be approved before interconnection.',
    ),
    article(
      '2024-03-12',
      PRESS,
      'GPA Announces Apprenticeship Program Class of 2024',
      'Apprentices complete 6,000 on-the-job hours and 144 classroom hours each year.',
    ),
    article(
      '2024-07-01',
      PRESS,
      'New Power Plant 88.35 Percent Complete',
      'The 198 MW plant remains on schedule for completion by September 30, 2025.',
    ),
    article(
      '2024-10-01',
      NEWSLETTER,
      'Power Lines Newsletter - October 2024',
      'Fiscal year 2025 begins; approved budget of 556 million dollars.',
    ),
    article(
      '2025-01-30',
      PRESS,
      'Average Residential Bill to Drop by $53',
      'Effective February 1, 2025 the average monthly residential bill (1,000 kWh) is lowered by $53.00.',
    ),
    article(
      '2025-04-16',
      PRESS,
      'GPA Proposes Additional $42 Decrease',
      'An additional decrease of $42.00 for the average residential bill is proposed effective September 1, 2025.',
    ),
    article(
      '2025-04-24',
      GM_REPORT,
      'GM Report to the CCU - April 2025',
      'Rate adjustment petition and new plant commissioning update.',
    ),
    article(
      '2025-06-05',
      NEWSLETTER,
      'Power Lines Newsletter - June 2025',
      'Rate adjustment FAQs, peak hours reminders and cybersecurity tips.',
    ),
  ],

  'news-releases': [
    titled('News Release - PUC Approves Rate Adjustment', [
      'The Guam Public Utilities Commission approved the rate adjustment effective September 1, 2025.',
    ]),
    titled('News Release - Rate Adjustment Public Hearings', [
      'Public hearings on the proposed rate adjustment are scheduled in the north, central and south villages.',
    ]),
    titled('News Release - Workforce Report Filed with the PUC', [
      'GPA filed its workforce report with the Public Utilities Commission.',
    ]),
    titled('News Release - Bill Decrease Effective February 1, 2025', [
      'The average monthly residential bill (1,000 kWh) is lowered by $53.00.',
    ]),
  ],

  'website-notifications': [
    {
      Title: 'Online payment maintenance',
      Severity: 'info',
      description:
        '<p><strong>Scheduled maintenance:</strong> online bill payment will be unavailable on Saturday from 12:00 AM to 4:00 AM ChST. ' +
        'Please <a href="/ways-to-pay">see other ways to pay</a> or call <a href="tel:+16716475787">(671) 647-5787</a>.</p>',
    },
  ],

  'search-results': [
    {
      Title: 'LEAC',
      Description:
        'Levelized Energy Adjustment Clause: fuel recovery charge per kWh by delivery level and effective date.',
      Link: '/leac',
    },
    {
      Title: 'Rates',
      Description: 'Rate schedules for all customer classes and fuel adjustment factors.',
      Link: '/rates',
    },
    {
      Title: 'Rate Calculator',
      Description: 'Estimate your monthly bill from your kWh usage (500 kWh and above).',
      Link: '/rate-calculator',
    },
    {
      Title: 'Rate Adjustment',
      Description:
        'Average residential bill lowered by $53 effective Feb 1, 2025; a further $42 decrease was proposed from Sept 1, 2025.',
      Link: '/rateadjustment',
    },
    {
      Title: 'Ways to Pay',
      Description: 'Pay online, by mobile app, by phone, at the drive-thru, by drop box or by mail.',
      Link: '/ways-to-pay',
    },
    {
      Title: 'Start, Stop & Move Service',
      Description: 'Apply for new service, transfer or stop service. Application fee $25.',
      Link: '/how-do-i/start-stop-move-services',
    },
    {
      Title: 'Find Job Openings',
      Description: 'Current job announcements: Open and In-House recruitments.',
      Link: '/how-do-i/find-job-openings',
    },
    {
      Title: 'Procurement',
      Description: 'Available tenders, bids awarded, technical specifications and contracts (procurement).',
      Link: '/corporate/procurement',
    },
    {
      Title: 'Procurement Contact Information & Hours',
      Description: 'Supply Management contact information for bidders and vendors.',
      Link: '/corporate/procurement',
    },
    {
      Title: 'Financials',
      Description:
        'Budget and finances: audited financial statements, annual reports and citizen centric reports.',
      Link: '/corporate/financials',
    },
    {
      Title: 'Annual Reports',
      Description: 'Annual reports of the Guam Power Authority.',
      Link: '/corporate/financials?tab=ar',
    },
    {
      Title: 'Power Alerts',
      Description: 'Sign up for outage text alerts: OUT, STATUS, QUIT, ENROLL, HELP.',
      Link: '/power-alerts',
    },
    {
      Title: 'Safety: Typhoons and Storms',
      Description: 'Before, during and after a typhoon: storm safety and the typhoon preparedness checklist.',
      Link: '/in-our-community/safety',
    },
    {
      Title: 'Cybersecurity',
      Description: 'Protect yourself from utility scams and phishing.',
      Link: '/cybersecurity',
    },
    {
      Title: 'Clean Energy Master Plan',
      Description: 'Roadmap to 50 percent renewable energy by 2030.',
      Link: '/gpa-initiatives/clean-energy-master-plan',
    },
    {
      Title: 'Brighter Days Ahead',
      Description: 'Capacity shortfall projects and the new 198 MW power plant.',
      Link: '/brighterdaysahead',
    },
    {
      Title: 'Beat the Peak',
      Description: 'Reduce your power use between 5PM and 11PM.',
      Link: '/beatthepeak',
    },
    { Title: 'FOIA Reports', Description: 'Freedom of Information Act reports.', Link: '/foia-reports' },
    {
      Title: 'Human Resources',
      Description: 'Employee benefits, leaves, personnel services and special programs.',
      Link: '/corporate/human-resources',
    },
    { Title: 'Contact Us', Description: 'Customer service hours and office locations.', Link: '/contact-us' },
    {
      Title: 'News and Media',
      Description: 'Press releases, newsletters and GM CCU presentations.',
      Link: '/news-and-media',
    },
  ],

  'content-files': [
    docLink('GPA Milestones', {
      anchor: 'milestones',
      description: 'Milestones of the Guam Power Authority.',
    }),
    docLink('Storm Restoration', {
      anchor: 'storm-restoration',
      description: 'How and in which order power is restored after a storm.',
    }),
    docLink('Damage Claim Form', {
      anchor: 'damage-claim-form',
      description: 'Claim form for damage to customer property.',
    }),
    docLink('Customer Service Directory', { anchor: 'customer-service-directory' }),
    docLink('Rules and Regulations', {
      anchor: 'rules-and-regulations',
      description: 'Customer service rules and regulations.',
    }),
    docLink('Organizational Chart', { anchor: 'organizational-chart' }),
    docLink('Tropical Energy Code', { anchor: 'tropical-energy-code' }),
    docLink('Bill Sample', { anchor: 'bill-sample', description: 'How to read your bill.' }),
  ],

  // Ordered by hand (Order): the pending report first, then newest to oldest whatever order they were entered in.
  'foia-reports': [
    {
      ...titled('FOIA Report - Fiscal Year 2025 Second Quarter', [
        'Requests received and processed January to March 2025.',
      ]),
      Order: 2,
    },
    {
      ...titled('FOIA Report - Fiscal Year 2024 Annual', [
        'Freedom of Information Act requests received in fiscal year 2024.',
      ]),
      Order: 4,
    },
    {
      ...titled('FOIA Report - Fiscal Year 2025 First Quarter', [
        'Requests received and processed October to December 2024.',
      ]),
      Order: 3,
    },
    {
      ...titled('FOIA Report - Fiscal Year 2023 Annual', [
        'Freedom of Information Act requests received in fiscal year 2023.',
      ]),
      Order: 5,
    },
    { Title: 'FOIA Report - Fiscal Year 2025 Third Quarter (pending)', File: null, Order: 1 },
  ],

  'standard-operating-procedures': [
    // Entered out of order on purpose: the SOP index sorts by Title and hides entries without a file.
    titled('SOP 035 - Outage Response and Restoration', ['Restoration priorities and communications.']),
    titled('SOP 001 - Customer Service Application Processing', ['Service applications, deposits and fees.']),
    titled('Acceptable Internet Use Policy', ['Use of GPA information systems.']),
    { Title: 'SOP 050 - Net Metering Interconnection (draft, not yet published)', File: null },
    titled('SOP 022 - Meter Reading and Billing Adjustments', ['Procedure for billing adjustments.']),
    titled('SOP 014 - Disconnection and Reconnection of Service', [
      'Reconnection includes the $25 application fee.',
    ]),
    titled('SOP 041 - Procurement of Goods and Services', [
      'Contract approval tiers and sole source procurement.',
    ]),
  ],
};
