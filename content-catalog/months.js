// The months' English names, January first: how the content names a month ("May 2023" in a title) and how the
// site shows one (the news archive). The seed reads titles with them; the pages write them.
const MONTH_NAMES = /** @type {const} */ ([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);

module.exports = { MONTH_NAMES };
