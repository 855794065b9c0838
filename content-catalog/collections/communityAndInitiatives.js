'use strict';

// Community, safety and cybersecurity; GPA's initiatives (the clean energy master plan, the integrated
// resource plan); the pictures of customer pages.
const {
  string,
  text,
  integer,
  date,
  time,
  email,
  media,
  image,
  help,
  FILE_HELP,
  MEETING_TIME_HELP,
  titledEntry,
  faq,
  safetyItem,
  presentation,
  read,
  create,
  docs,
} = require('./fields');

/** @type {import('../collections').CatalogCollection[]} */
module.exports = [
  // ===== Community, safety, cybersecurity =====
  read('cybersecurity-faqs', 'cybersecurity-faq', 'Cybersecurity: FAQ', {
    ...faq,
    AnchorText: help(
      'The words of the link to the file under the answer (otherwise "Untitled document").',
      string(),
      'Link text',
    ),
    File: help(FILE_HELP, media()),
  }),
  read('community-safety-indoors', 'community-safety-indoor', 'Safety: indoor tip', { ...safetyItem }),
  read('community-safety-outdoors', 'community-safety-outdoor', 'Safety: outdoor tip', { ...safetyItem }),
  read('community-safety-storms', 'community-safety-storm', 'Safety: storm tip', {
    ...safetyItem,
    Document: help('A file the tile opens in a new tab instead of the window with the Description.', media()),
  }),
  read(
    'community-educational-resources',
    'community-educational-resource',
    'Educational resources: resource',
    { ...titledEntry },
  ),
  create('e-newsletters', 'e-newsletter', 'Sign-ups: e-newsletter subscriber', {
    FirstName: string(),
    LastName: string(),
    PhoneNumber: string(),
    Email: email(),
  }),
  create('school-visit-requests', 'school-visit-request', 'Sign-ups: school visit request', {
    Name: string(),
    School: string(),
    Number: string(),
    Email: email(),
  }),

  // ===== GPA initiatives, clean energy master plan, integrated resource plan =====
  docs('gpa-initiatives-guam-links', 'gpa-initiatives-guam-link', 'GPA initiatives: Guam link'),
  docs('gpa-initiatives-other-links', 'gpa-initiatives-other-link', 'GPA initiatives: other link'),
  read(
    'gpa-initiatives-irp-1-meetings',
    'gpa-initiatives-irp-1-meeting',
    'IRP: stakeholder meeting 1 presentation',
    { ...presentation },
  ),
  read(
    'gpa-initiatives-irp-2-meetings',
    'gpa-initiatives-irp-2-meeting',
    'IRP: stakeholder meeting 2 presentation',
    { ...presentation },
  ),
  read(
    'gpa-initiatives-irp-3-meetings',
    'gpa-initiatives-irp-3-meeting',
    'IRP: stakeholder meeting 3 presentation',
    { ...presentation },
  ),
  docs('gpa-initiatives-irp-summaries', 'gpa-initiatives-irp-summary', 'IRP: summary document'),
  read('stakeholder-meetings', 'stakeholder-meeting', 'IRP: stakeholder meeting schedule', {
    Meeting: help(
      'The Meeting column (otherwise "Stakeholder meeting"). Listed in the order entered.',
      string(),
    ),
    Topics: help('The Topics column.', text()),
    Date: help('The Date column, written out with its weekday.', date()),
    Start_Time: help(MEETING_TIME_HELP, time(), 'Starts at'),
    End_Time: help(MEETING_TIME_HELP, time(), 'Ends at'),
    Note: help('A line under the table, e.g. where to join.', text()),
  }),
  docs('cemp-documents', 'cemp-document', 'Clean energy master plan: document'),
  read('cemp-faqs', 'cemp-faq', 'Clean energy master plan: FAQ', { ...faq }),
  read('capacity-projects', 'capacity-project', 'Brighter days ahead: capacity project', {
    Title: help("The project's heading in the Capacity projects column.", string()),
    Description: help('The text under the heading.', text()),
    ExpectedCompletion: help(
      'Shown after "ECD*" (expected completion date), e.g. "December 2024" or "Completed".',
      string(),
      'Expected completion',
    ),
    Capacity: help('Shown after "Capacity", e.g. "20 MW".', string()),
    ProjectStatus: help('Shown after "Status", e.g. "In progress".', string(), 'Status'),
    Order: help('Position in the list: lower numbers first.', integer()),
  }),

  // ===== Customer (added) =====
  // Pictures of customer pages: the bill sample (/how-do-i/understand-my-bill) and the photo grid of
  // /brighterdaysahead, picked by Anchor, ordered by Order.
  read('customer-page-images', 'customer-page-image', 'Customer pages: picture', {
    Anchor: help(
      'The page the picture belongs to: "brighter-days" shows it among the Brighter days ahead project photos.',
      string(),
    ),
    Caption: help('The words under the picture (they also name it for screen readers).', string()),
    Image: help('The picture, from the media library.', image(), 'Picture'),
    Order: help("Position among the page's pictures: lower numbers first.", integer()),
  }),
];
