'use strict';

const path = require('path');

module.exports = ({ env }) => ({
  connection: {
    // 'sqlite' is backed by the better-sqlite3 driver in Strapi 5.
    client: 'sqlite',
    connection: {
      filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
    },
    useNullAsDefault: true,
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  },
});
