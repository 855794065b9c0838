'use strict';

/** /corporate/about-us lists. */
const { docLink, docLinks, wav } = require('../helpers');

const recording = (date, title) =>
  docLink(`CCU Meeting ${date}`, {
    anchor: `ccu-meeting-${date}`,
    title,
    description: 'Audio recording of the Consolidated Commission on Utilities meeting.',
    file: wav(`CCU Meeting Recording ${date}`),
  });

module.exports = {
  'about-us-gpa-fact-sheets': docLinks([
    [
      'GPA Fact Sheet FY2024',
      {
        description:
          '443 employees and 53,777 customers in fiscal year 2024; approved budget 556 million dollars.',
      },
    ],
    ['Generation Fact Sheet', { description: 'Baseload, peaking and renewable generation resources.' }],
    ['Renewable Energy Fact Sheet', { description: 'Currently 16 percent renewable; 50 percent by 2030.' }],
    ['Transmission and Distribution Fact Sheet'],
    [
      'Energy Transition Overview (online presentation)',
      { link: 'https://www.guampowerauthority.com/', file: false },
    ],
    [
      'Customer Fact Sheet FY2025',
      {
        description:
          'Customers by class, average residential use of about 1,000 kWh a month, ways to pay and assistance programs.',
      },
    ],
  ]),
  'about-us-department-numbers': [
    {
      ...docLink('Customer Service', { link: 'tel:+16716475787', file: false }),
      Department: 'Customer Service',
      Number: '(671) 647-5787',
    },
    {
      ...docLink('Outage and Trouble Line', { link: 'tel:+16714755000', file: false }),
      Department: 'Power Outages (24 hours)',
      Number: '(671) 475-5000',
    },
    {
      ...docLink('Human Resources', { link: 'tel:+16716483120', file: false }),
      Department: 'Human Resources',
      Number: '(671) 648-3120',
    },
    {
      ...docLink('Supply Management', { link: 'tel:+16716485060', file: false }),
      Department: 'Supply Management',
      Number: '(671) 648-5060',
    },
    { ...docLink('Department Directory', {}), Department: 'All Departments', Number: '(671) 648-3000' },
  ],
  'about-us-engineerings': docLinks([
    ['Engineering Design Standards Manual'],
    ['Transmission System Planning Study 2024'],
    ['Distribution Reliability Report FY2024', { description: 'SAIDI, SAIFI and CAIDI indices by feeder.' }],
    [
      'Interconnection Requirements for Distributed Generation',
      { link: 'https://www.guampowerauthority.com/', file: false },
    ],
    ['Substation Upgrade Plan (in preparation)', { file: false }],
  ]),
  'about-us-internal-audits': docLinks([
    ['Internal Audit Charter'],
    [
      'Revenue Protection Annual Report FY2024',
      { description: 'Energy theft investigations and recoveries.' },
    ],
    ['Internal Audit Plan FY2025'],
    ['Report Energy Theft', { link: '/corporate/internal-audit-and-revenue-protection', file: false }],
  ]),
  'about-us-supply-management-administrations': docLinks([
    ['Procurement Regulations'],
    ['Vendor Registration Guide'],
    [
      'Contract Approval Thresholds',
      {
        description:
          'General manager from $0.01 to $1,000,000; Public Utilities Commission approval at $1,500,000 and above.',
      },
    ],
    ['Current Bids and Contracts', { link: '/corporate/procurement', file: false }],
    ['Supply Management Annual Report FY2025 (pending)', { file: false }],
  ]),
  'about-us-gm-performances': docLinks([
    ['General Manager Performance Evaluation FY2024'],
    ['General Manager Performance Evaluation FY2023'],
    ['Performance Standards Scorecard', { link: '/corporate/performance', file: false }],
    ['General Manager Performance Evaluation FY2025 (pending)', { file: false }],
  ]),
  'about-us-ccu-meeting-recordings': [
    recording('2025-05-27', 'CCU Regular Meeting - May 27, 2025'),
    recording('2025-04-22', 'CCU Regular Meeting - April 22, 2025'),
    recording('2025-03-25', 'CCU Regular Meeting - March 25, 2025'),
    docLink('CCU Meeting 2025-06-24 (recording to follow)', {
      anchor: 'ccu-meeting-2025-06-24',
      file: false,
    }),
  ],
};
