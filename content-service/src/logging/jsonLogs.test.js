'use strict';
const { Writable } = require('node:stream');
const { winston } = require('@strapi/logger');
const { jsonLogConfig, withoutQueryString } = require('./jsonLogs');

test('a request line keeps its path without the query string; other messages are unchanged', () => {
  expect(withoutQueryString('GET /api/news-articles?filters[slug][$eq]=storm&token=abc (12 ms) 200')).toBe(
    'GET /api/news-articles (12 ms) 200',
  );
  expect(withoutQueryString('POST /api/outage-reports (30 ms) 201')).toBe(
    'POST /api/outage-reports (30 ms) 201',
  );
  expect(withoutQueryString('Server started? yes')).toBe('Server started? yes');
});

test('Strapi’s logger writes one JSON object a line, without colours or query strings', () => {
  const lines = [];
  const config = jsonLogConfig({ level: 'http' });
  const output = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const logger = winston.createLogger({
    ...config,
    transports: [new winston.transports.Stream({ stream: output })],
  });
  logger.http('GET /api/search?q=my%20address (4 ms) 200');
  logger.warn('\u001b[33mslow query\u001b[39m');
  logger.debug('not at this level');
  const entries = lines.map((line) => JSON.parse(line));
  expect(entries).toEqual([
    { level: 'http', message: 'GET /api/search (4 ms) 200', timestamp: expect.any(String) },
    { level: 'warn', message: 'slow query', timestamp: expect.any(String) },
  ]);
});
