'use strict';

// Which database Strapi uses (SQLite, or PostgreSQL with DATABASE_CLIENT=postgres) and how it connects.
const path = require('path');

// SQLite by default (one machine, nothing to install). DATABASE_CLIENT=postgres runs on PostgreSQL:
// the path to several Strapi instances behind a load balancer sharing one database. Connection from
// DATABASE_URL, or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD (+ DATABASE_SSL, DATABASE_SCHEMA).
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }
  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not "${client}"`);

  return {
    connection: {
      // 'sqlite' is backed by the better-sqlite3 driver in Strapi 5.
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};
