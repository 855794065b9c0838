'use strict';

// News and media, the notices of every page, the site search, the linked files of every page, FOIA reports
// and the SOP index.
const {
  string,
  text,
  richtext,
  date,
  enumeration,
  media,
  manyToOne,
  guamDateTime,
  required,
  help,
  notAfterDays,
  order,
  FILE_HELP,
  titledFile,
  read,
  edited,
  docs,
} = require('./fields');

/** @type {import('../collections').CatalogCollection[]} */
module.exports = [
  // ===== News and media, search, notifications =====
  read('article-categories', 'article-category', 'News and media: article category', {
    Name: help(
      'The category\'s name. "Newsletter" articles are listed only under Newsletters and "general manager report" ones under GPA GM CCU Presentations: keep these two names exactly.',
      string(),
    ),
  }),
  // News and media lists articles by Date (newest first, archive by year).
  read(
    'articles',
    'article',
    'News and media: article',
    {
      Title: help('The card title; it wraps however long it is.', required(string())),
      Description: help(
        'The text of the card, cut to 150 characters there (screen readers read it whole).',
        text(),
      ),
      Date: help(
        'Cards are ordered by this date, newest first, and filed under its year. At most a year ahead.',
        notAfterDays(366, required(date())),
      ),
      Document: help(FILE_HELP, media()),
      article_category: help(
        'Newsletter, general manager report, ...: the filter visitors choose.',
        manyToOne('article-category'),
        'Category',
      ),
    },
    edited('A card of the news list, ordered by its date.'),
  ),
  read(
    'news-releases',
    'news-release',
    'Rate adjustment: news release',
    { ...titledFile },
    edited('A news release, in the rate adjustment news releases list.'),
  ),
  // The banner at the top of every page: the published notices between StartsAt and EndsAt.
  read(
    'website-notifications',
    'website-notification',
    'Every page: notice banner',
    {
      Title: help('Shown in bold at the start of the notice.', required(string())),
      description: help(
        'The notice: paragraphs, bold, italic, lists and links (a page of this site as /path).',
        required(richtext()),
        'Text',
      ),
      Severity: help(
        'info (light), warning (yellow) or emergency (red, listed first).',
        required({ ...enumeration(['info', 'warning', 'emergency']), default: 'info' }),
      ),
      StartsAt: help(
        'Optional: the notice shows from this time (otherwise from publication). Guam time, in 5-minute steps.',
        guamDateTime(),
        'Starts at',
      ),
      EndsAt: help(
        'Optional: the notice disappears at this time; later than Starts at. Guam time, in 5-minute steps.',
        guamDateTime(),
        'Ends at',
      ),
    },
    edited(
      'The notice banner at the top of the pages, shown from Starts at (or publication) until Ends at.',
      '/',
    ),
  ),
  // No route reads it: the site server's search index does, so its description names the search page.
  read(
    'search-results',
    'search-result',
    'Search: search item',
    {
      Title: help("The result's title; search finds it by its words.", string()),
      Description: help('The line under the title in the results; search finds it by its words too.', text()),
      Link: help(
        'Where the result goes: a page of this site as /path, another site as https://...',
        string(),
      ),
    },
    {
      description:
        'A curated result of the site search. Appears on: Search (/search), for a visitor whose words match its Title or Description; it opens its Link (a page of this site is then listed under this Title).',
    },
  ),
  docs('content-files', 'content-file', 'Every page: linked file'),
  // Ordered by hand (Order), newest first among equals.
  read(
    'foia-reports',
    'foia-report',
    'FOIA reports: report',
    { ...titledFile, Order: order() },
    edited('A row of the FOIA reports list: its title opens its file.'),
  ),
  read(
    'standard-operating-procedures',
    'standard-operating-procedure',
    'SOP index: procedure',
    { ...titledFile },
    edited('A row of the procedures list, ordered by title.'),
  ),
];
