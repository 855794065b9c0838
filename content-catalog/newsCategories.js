'use strict';

// The article categories that have a view of their own on News and media (`?mode=`): the page lists a
// Newsletter article only at ?mode=newsletters and a General Manager's report also at ?mode=gm-ccu-presentations,
// and the admin previews an article on the view that lists it. The category entries must bear these names.
const NEWSLETTER_CATEGORY = 'Newsletter';
const GM_REPORT_CATEGORY = 'general manager report';

/** Category name -> the News and media view (`?mode=`) that lists its articles. */
const NEWS_CATEGORY_VIEWS = /** @type {const} */ ({
  [NEWSLETTER_CATEGORY]: 'newsletters',
  [GM_REPORT_CATEGORY]: 'gm-ccu-presentations',
});

module.exports = { NEWSLETTER_CATEGORY, GM_REPORT_CATEGORY, NEWS_CATEGORY_VIEWS };
