'use strict';

// About us, procurement and operations.
const {
  string,
  integer,
  date,
  boolean,
  enumeration,
  media,
  mediaList,
  help,
  FILE_HELP,
  documentLink,
  hrFile,
  contractRow,
  read,
  docs,
} = require('./fields');

/** @type {import('../collections').CatalogCollection[]} */
module.exports = [
  // ===== About us =====
  read('about-us-gpa-fact-sheets', 'about-us-gpa-fact-sheet', 'About us: fact sheet', { ...documentLink }),
  read('about-us-department-numbers', 'about-us-department-number', 'About us: department number', {
    ...documentLink,
    Department: help('The Department column of the numbers table (otherwise Title).', string()),
    Number: help('The Phone column; visitors can tap it to call. Empty shows a dash.', string()),
  }),
  docs('about-us-engineerings', 'about-us-engineering', 'About us: engineering'),
  docs('about-us-internal-audits', 'about-us-internal-audit', 'About us: internal audit'),
  docs(
    'about-us-supply-management-administrations',
    'about-us-supply-management-administration',
    'About us: supply management administration',
  ),
  docs('about-us-gm-performances', 'about-us-gm-performance', 'About us: general manager performance'),
  read(
    'about-us-ccu-meeting-recordings',
    'about-us-ccu-meeting-recording',
    'About us: CCU meeting recording',
    {
      ...documentLink,
      File: help(
        'The recording or its file visitors open, from the media library.',
        media(['files', 'audios', 'videos']),
      ),
    },
  ),

  // ===== Procurement =====
  read(
    'procurement-available-tenders-tables',
    'procurement-available-tenders-table',
    'Procurement: available tender',
    {
      Type: help('The Type column.', enumeration(['BID', 'RFP', 'Multi-step'])),
      Title: help('The Title column.', string()),
      AnnouncementNumber: help(
        'The Announcement No. column, and the words of the File link ("... document").',
        string(),
        'Announcement number',
      ),
      IssuanceDate: help(
        'The Issuance Date column; the table lists the newest first.',
        date(),
        'Issuance date',
      ),
      Due: help('The Due Date and Time column, as visitors read it, e.g. "June 5, 2026 4:00 PM".', string()),
      AmendmentFiles: help(
        'The Amendments column: one link per file (none: "None").',
        mediaList(),
        'Amendments',
      ),
      File: help(FILE_HELP, media()),
      StayOfProcurement: help('Adds a "Stay of Procurement" mark under the title.', boolean(false)),
      ReBid: help('Adds a "Re-Bid" mark under the title.', boolean(false), 'Re-bid'),
      ReSolicitation: help('Adds a "Re-Solicitation" mark under the title.', boolean(false)),
    },
  ),
  read('procurement-stay-tables', 'procurement-stay-table', 'Procurement: stay of procurement', {
    Type: help('The Type column.', enumeration(['BID', 'RFP', 'Multi-step'])),
    DescriptionTitle: help(
      'The first line of the Description column, in bold.',
      string(),
      'Description title',
    ),
    DescriptionLine1: help('A second line of the Description column.', string(), 'Description line 1'),
    DescriptionLine2: help('A third line of the Description column.', string(), 'Description line 2'),
    File: help('Files linked under the description, from the media library.', mediaList(), 'Files'),
    Announcement: help('The Announcement column.', string()),
    Date: help('The Date column; the table lists the newest first.', date()),
    Due: help('The Due column, as visitors read it.', string()),
  }),
  read('procurement-bids-tables', 'procurement-bids-table', 'Procurement: awarded bid', {
    Bid: help('The Bid column (the bid number).', string()),
    Title: help('The Title column; it links to Title file when there is one.', string()),
    TitleFile: help(FILE_HELP, media(), 'Title file'),
    AwardDate: help('The Award Date column; the table lists the newest first.', date(), 'Award date'),
    DatePosted: help('The Date Posted column.', date(), 'Date posted'),
    OpenCloseDate: help(
      'The Open/Close Date column, as visitors read it; it links to its file when there is one.',
      string(),
      'Open/close date',
    ),
    OpenCloseDateFile: help(FILE_HELP, media(), 'Open/close date file'),
    Awardee: help('The Awardee column; it links to Awardee file when there is one.', string()),
    AwardeeFile: help(FILE_HELP, media(), 'Awardee file'),
  }),
  docs(
    'procurement-inventory-tables',
    'procurement-inventory-table',
    'Procurement: inventory technical specification',
  ),
  docs(
    'procurement-non-inventory-tables',
    'procurement-non-inventory-table',
    'Procurement: non-inventory technical specification',
  ),
  read('procurement-dimension-tables', 'procurement-dimension-table', 'Procurement: dimension document', {
    Title: help('The Document column; it links to the file.', string()),
    Dimensions: help('The Dimensions column, as visitors read it.', string()),
    File: help(FILE_HELP, media()),
  }),
  read(
    'procurement-general-approval-tables',
    'procurement-general-approval-table',
    'Procurement: contract (GM approval)',
    { ...contractRow },
  ),
  read(
    'procurement-commission-tables',
    'procurement-commission-table',
    'Procurement: contract (CCU approval)',
    { ...contractRow },
  ),
  read('procurement-poc-tables', 'procurement-poc-table', 'Procurement: contract (PUC approval)', {
    ...contractRow,
  }),

  // ===== Operations =====
  docs('operations-forms-additionals', 'operations-forms-additional', 'Operations: additional resource'),
  read('operations-training-classes', 'operations-training-class', 'Operations: class held', {
    ...hrFile,
    Year: help(
      'The year the class is listed under (oldest year first). Without one it is not shown.',
      integer(),
    ),
  }),
  docs(
    'operations-leac-baseload-dispatches',
    'operations-leac-baseload-dispatch',
    'Operations: LEAC baseload dispatch performance',
  ),
  docs(
    'operations-leac-baseload-dispatch-charts',
    'operations-leac-baseload-dispatch-chart',
    'Operations: LEAC baseload dispatch chart',
  ),
  docs(
    'operations-leac-baseload-savings',
    'operations-leac-baseload-saving',
    'Operations: LEAC savings from increased baseload use',
  ),
  docs('operations-leac-efor-charts', 'operations-leac-efor-chart', 'Operations: LEAC EFOR and EAF chart'),
  docs(
    'operations-leac-fuel-usages',
    'operations-leac-fuel-usage',
    'Operations: LEAC fuel usage consumption',
  ),
  docs(
    'operations-leac-gross-heat-rates',
    'operations-leac-gross-heat-rate',
    'Operations: LEAC gross heat rate',
  ),
  docs('operations-leac-iwps-dispatches', 'operations-leac-iwps-dispatch', 'Operations: LEAC IWPS dispatch'),
  docs(
    'operations-leac-previous-leac-charts',
    'operations-leac-previous-leac-chart',
    'Operations: previous LEAC period control chart',
  ),
];
