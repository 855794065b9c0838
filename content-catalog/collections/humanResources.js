'use strict';

// Human resources.
const {
  string,
  text,
  date,
  enumeration,
  media,
  help,
  hrFile,
  hrLinkedFile,
  titledEntry,
  read,
} = require('./fields');

/** @type {import('../collections').CatalogCollection[]} */
module.exports = [
  // ===== Human resources =====
  read(
    'hr-personel-services-rules-regulations',
    'hr-personel-services-rules-regulation',
    'Human resources: personnel rules and regulations',
    { ...hrFile },
  ),
  read(
    'hr-personel-services-compensations',
    'hr-personel-services-compensation',
    'Human resources: personnel compensation',
    { ...hrFile },
  ),
  read(
    'hr-personel-services-policies',
    'hr-personel-services-policy',
    'Human resources: personnel policies',
    { ...hrFile },
  ),
  read(
    'hr-personel-services-required-postings',
    'hr-personel-services-required-posting',
    'Human resources: personnel required postings',
    { ...hrFile },
  ),
  read('hr-personel-services-forms', 'hr-personel-services-form', 'Human resources: personnel forms', {
    ...hrFile,
  }),
  read('hr-employee-benefits', 'hr-employee-benefit', 'Human resources: employee benefits link', {
    ...hrLinkedFile,
  }),
  read('hr-files', 'hr-file', 'Human resources: file (benefits, life insurance, special programs)', {
    ...hrFile,
  }),
  read('hr-demographics', 'hr-demographic', 'Human resources: demographics entry', { ...titledEntry }),
  read('hr-petitions', 'hr-petition', 'Human resources: petition', { ...titledEntry }),
  read(
    'operations-hr-leaves-tables',
    'operations-hr-leaves-table',
    'Human resources: annual leave table row',
    {
      YearsOfService: help('The Years of service column, e.g. "Less than 5 years".', string()),
      AnnualLeave: help('The Annual leave column, as visitors read it.', string()),
      TotalYearCredit: help('The Total year credit column, as visitors read it.', string()),
    },
  ),
  read('job-openings', 'job-opening', 'Job openings: opening', {
    Title: help('The Position column; it links to the announcement file.', string(), 'Position'),
    AnnouncementNumber: help('The Announcement No. column.', string(), 'Announcement number'),
    Type: help(
      'The Type column: Open (employees and the public) or In-House (employees).',
      enumeration(['Open', 'In-House']),
    ),
    OpeningDate: help('The Opening date column.', date()),
    ClosingDate: help(
      'The Closing date column. The opening is listed until this day ends, then disappears.',
      date(),
    ),
    Description: help('A line under the position.', text()),
    File: help('The announcement visitors open (PDF), from the media library.', media()),
  }),
];
