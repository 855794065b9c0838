#!/usr/bin/env node
'use strict';

/**
 * npm run prepare-app: everything `strapi start` / `strapi build` need before they run.
 *  1. .env with random secrets (scripts/ensure-env.js, first run only)
 *  2. src/api generated from content-catalog/collections.js (scripts/generate-schemas.js)
 *  3. the local upload folder <PUBLIC_DIR>/uploads (default public/uploads; gitignored,
 *     required by the upload provider)
 */
const fs = require('fs');
const path = require('path');
const { ensureEnv, readSetting } = require('./ensure-env');
const { generate } = require('./generate-schemas');

const ROOT = path.resolve(__dirname, '..');

function prepareApp() {
  const env = ensureEnv();
  if (env.created) console.log('[prepare-app] created .env with generated secrets');
  else if (env.added) console.log(`[prepare-app] added ${env.added} missing value(s) to .env`);
  generate();
  const publicDir = path.resolve(ROOT, readSetting('PUBLIC_DIR') || 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
}

if (require.main === module) {
  try {
    prepareApp();
  } catch (err) {
    console.error(`[prepare-app] ${err.stack || err.message}`);
    process.exit(1);
  }
}

module.exports = { prepareApp };
