'use strict';

/** Human resources pages and job openings. */
const { hrFile, pdf, titledEntry } = require('../helpers');

/** The day `days` from the day the content is seeded, as Strapi's date fields take it (YYYY-MM-DD). */
const dayFromSeeding = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

module.exports = {
  'hr-personel-services-rules-regulations': [
    hrFile('Personnel Rules and Regulations', [
      'Rules governing recruitment, classification, leave and discipline.',
    ]),
    hrFile('Merit System Rules Amendments 2024'),
    hrFile('Grievance and Appeal Procedures'),
    { AnchorText: 'Personnel Rules Amendments 2025 (under review)', File: null },
  ],
  'hr-personel-services-compensations': [
    hrFile('Compensation Plan and Pay Schedule FY2025'),
    hrFile('Overtime and Night Differential Policy', [
      'Overtime 1.5x. Night differential +10% for 6pm-6am with at least 4 consecutive hours.',
    ]),
    hrFile('Pay Codes Reference Guide'),
    hrFile('Certification and Licensure Pay Differential Schedule for Technical Positions'),
  ],
  'hr-personel-services-policies': [
    hrFile('Equal Employment Opportunity Policy'),
    hrFile('Drug-Free Workplace Policy'),
    hrFile('Leave Sharing Program Policy', ['Leave sharing up to 90 working days.']),
    hrFile('Workplace Violence Prevention and Anti-Harassment Policy for All Employees and Contractors'),
  ],
  'hr-personel-services-required-postings': [
    hrFile('Family and Medical Leave Act (FMLA) Notice', ['Up to 12 weeks of job-protected leave.']),
    hrFile('Federal and Guam Minimum Wage Posting'),
    hrFile('Uniformed Services Employment and Reemployment Rights Act (USERRA) Notice'),
  ],
  'hr-personel-services-forms': [
    hrFile('Employment Application Form'),
    hrFile('Leave Application Form'),
    hrFile('Change of Address and Emergency Contact Form'),
    hrFile('Request for Parental Involvement Leave', [
      'Parental involvement leave: 4 hours per two pay periods.',
    ]),
  ],

  'hr-employee-benefits': [
    {
      AnchorText: 'Health and Dental Insurance Plan Summary FY2025',
      Link: null,
      File: pdf('Health and Dental Insurance Plan Summary FY2025'),
    },
    { AnchorText: 'Employee Assistance Program', Link: null, File: null },
    {
      AnchorText: 'Deferred Compensation 457 Plan Enrollment and Investment Options',
      Link: 'https://www.ggrf.com/',
      File: null,
    },
    {
      AnchorText: 'Cafeteria Plan Enrollment',
      Link: null,
      File: pdf('Cafeteria Plan Enrollment', {
        lines: ['Plan fee $1.50 per pay period. Enrollment window: 30 days.'],
      }),
    },
    { AnchorText: 'Government of Guam Retirement Fund', Link: 'https://www.ggrf.com/', File: null },
    {
      AnchorText: 'Defined Contribution Retirement System Overview',
      Link: null,
      File: pdf('Defined Contribution Retirement System Overview', {
        lines: ['Employee 5% and employer 5% contributions; vesting 0% up to 5 years, 100% beyond.'],
      }),
    },
    { AnchorText: 'Life Insurance Benefit', Link: null, File: pdf('Life Insurance Benefit Summary') },
  ],

  'hr-files': [
    hrFile('Benefits Open Enrollment Guide'),
    hrFile('Medical and Dental Rates FY2025'),
    hrFile('Dental Plan Summary of Benefits'),
    hrFile('Life Insurance Beneficiary Designation Form'),
    hrFile('Life Insurance Benefit Summary'),
    hrFile('Apprenticeship Program Brochure', ['6,000 on-the-job hours and 144 annual classroom hours.']),
    hrFile('Training and Development Catalog'),
    hrFile('Paid Holidays Calendar 2025'),
  ],

  'hr-demographics': [
    titledEntry(
      'Workforce Demographics FY2024',
      '443 employees in fiscal year 2024, by division, gender and age group.',
    ),
    titledEntry('Workforce Demographics FY2023', 'Employee demographics for fiscal year 2023.'),
    titledEntry('Equal Employment Opportunity Report', 'Annual EEO workforce report.', {
      link: 'https://www.eeoc.gov/',
      file: false,
    }),
    titledEntry(
      'Workforce Demographics FY2025',
      'Employee demographics for fiscal year 2025, to be published after the fiscal year closes.',
      { file: false },
    ),
  ],
  'hr-petitions': [
    titledEntry(
      'Petition for Approval of Workforce Positions FY2025',
      'Petition to the Public Utilities Commission for approval of new positions.',
    ),
    titledEntry(
      'Petition for Compensation Plan Adjustment',
      'Petition to the Public Utilities Commission regarding the compensation plan.',
    ),
    titledEntry('PUC Docket Listing', 'All GPA dockets at the Guam Public Utilities Commission.', {
      link: 'https://www.guampuc.com/',
      file: false,
    }),
    titledEntry(
      'Petition for Apprenticeship Program Positions',
      'Petition to add apprentice positions; filing pending.',
      { file: false },
    ),
  ],

  // Annual leave accrual (cap 320 hours).
  'operations-hr-leaves-tables': [
    {
      YearsOfService: 'Less than 5 years',
      AnnualLeave: '4 hours per pay period',
      TotalYearCredit: '104 hours',
    },
    {
      YearsOfService: '5 years but less than 15 years',
      AnnualLeave: '6 hours per pay period',
      TotalYearCredit: '156 hours',
    },
    {
      YearsOfService: '15 years or more',
      AnnualLeave: '8 hours per pay period',
      TotalYearCredit: '208 hours',
    },
  ],

  // Open whenever the content is seeded (dates counted from that day): a customer reading the page finds
  // announcements they can apply to.
  'job-openings': [
    {
      Title: 'Power Plant Operator I',
      AnnouncementNumber: 'GPA-2026-041',
      Type: 'Open',
      OpeningDate: dayFromSeeding(-12),
      ClosingDate: dayFromSeeding(16),
      Description: 'Open to employees and the public.',
      File: pdf('Job Announcement GPA-2026-041 Power Plant Operator I'),
    },
    {
      Title: 'Line Maintenance Supervisor',
      AnnouncementNumber: 'GPA-2026-038',
      Type: 'In-House',
      OpeningDate: dayFromSeeding(-5),
      ClosingDate: dayFromSeeding(9),
      Description:
        'In-House: open only to permanent classified employees. Applications from non-permanent employees are returned.',
      File: pdf('Job Announcement GPA-2026-038 Line Maintenance Supervisor'),
    },
    {
      Title: 'Engineer II (Electrical)',
      AnnouncementNumber: 'GPA-2026-035',
      Type: 'Open',
      OpeningDate: dayFromSeeding(-19),
      ClosingDate: dayFromSeeding(20),
      Description: 'Open to employees and the public.',
      File: pdf('Job Announcement GPA-2026-035 Engineer II'),
    },
    {
      Title: 'Apprentice Lineworker',
      AnnouncementNumber: 'GPA-2026-043',
      Type: 'Open',
      OpeningDate: dayFromSeeding(-3),
      ClosingDate: dayFromSeeding(23),
      Description: 'Open to employees and the public. Full announcement to be posted.',
      File: null,
    },
    {
      Title: 'Customer Service Representative',
      AnnouncementNumber: 'GPA-2026-033',
      Type: 'Open',
      OpeningDate: dayFromSeeding(-8),
      ClosingDate: dayFromSeeding(13),
      Description: 'Open to employees and the public.',
      File: pdf('Job Announcement GPA-2026-033 Customer Service Representative'),
    },
  ],
};
