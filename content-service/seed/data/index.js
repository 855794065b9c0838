'use strict';

/** Merges the per-area seed modules into one `{ plural: rows[] }` map (duplicates are an error). */
const MODULES = [
  require('./forms'),
  require('./rates'),
  require('./leac'),
  require('./service'),
  require('./community'),
  require('./initiatives'),
  require('./news'),
  require('./procurement'),
  require('./about-us'),
  require('./operations'),
  require('./financials'),
  require('./hr'),
];

function loadSeedData() {
  const data = {};
  for (const mod of MODULES) {
    for (const [plural, rows] of Object.entries(mod)) {
      if (data[plural]) throw new Error(`seed data for "${plural}" is defined twice`);
      if (!Array.isArray(rows)) throw new Error(`seed data for "${plural}" must be an array`);
      data[plural] = rows;
    }
  }
  return data;
}

module.exports = { loadSeedData };
