// Scheduled entries: out of every answer before their start and after their end, copies expiring at the next one.
const http = require('node:http');
const express = require('express');
const { SCHEDULES, scheduledList } = require('./schedules');
const { createContentCache } = require('./contentCache');
const { mountContentSurface } = require('./contentSurface');
const { useFakeDate } = require('../testing/contentCacheFakes');

const NOW = Date.parse('2026-11-25T12:00:00Z');
const at = (ms) => new Date(NOW + ms).toISOString();
const v4 = (Title, StartsAt = null, EndsAt = null) => ({
  id: Title,
  attributes: { Title, StartsAt, EndsAt },
});
const titles = ({ data }) => data.map((entry) => (entry.attributes ?? entry).Title);
const filtered = (collection, answer, now = NOW) => scheduledList(collection, answer, now);

test("the notices are the catalog's scheduled collection, by their Starts at and Ends at", () => {
  expect(SCHEDULES.get('website-notifications')).toEqual({ starts: 'StartsAt', ends: 'EndsAt' });
  expect(SCHEDULES.has('articles')).toBe(false);
});

test('only entries in their time remain, in either answer shape; the next start or end counts the removed ones', () => {
  const answer = {
    data: [
      v4('current', at(-3600_000), at(3000)),
      v4('always'),
      v4('future', at(2000)),
      v4('ended', null, at(0)),
    ],
    meta: { pagination: { page: 1, pageSize: 2, pageCount: 2, total: 4 } },
  };
  const result = filtered('website-notifications', answer);
  expect(titles(result.answer)).toEqual(['current', 'always']);
  expect(result.answer.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 1, total: 2 });
  expect(result.nextChangeAt).toBe(NOW + 2000);

  const flat = { data: [{ Title: 'flat future', StartsAt: at(5000), EndsAt: null }, { Title: 'flat' }] };
  expect(filtered('website-notifications', flat)).toEqual({
    answer: { data: [{ Title: 'flat' }] },
    nextChangeAt: NOW + 5000,
  });
  // At its start the future entry shows, until its end.
  expect(titles(filtered('website-notifications', flat, NOW + 5000).answer)).toEqual(['flat future', 'flat']);
});

test('other collections pass unchanged; a scheduled answer that is not a list shows nothing', () => {
  const answer = { data: [{ Title: 'x', EndsAt: at(-1) }] };
  expect(scheduledList('articles', answer, NOW)).toEqual({ answer });
  expect(scheduledList('website-notifications', { data: { Title: 'x' } }, NOW)).toEqual({
    answer: { data: [], meta: {} },
  });
});

test('a cached answer is not served from its expiry on, not even stale when the content service is down', async () => {
  let time = NOW;
  const answers = [];
  const cache = createContentCache({
    fetchUpstream: () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
    ttlMs: 5000,
    now: () => time,
  });
  const first = cache.read('v4 /api/website-notifications');
  answers[0].resolve({ status: 200, headers: {}, body: Buffer.from('before'), expiresAt: NOW + 1000 });
  expect((await first).state).toBe('miss');
  time = NOW + 999;
  expect(await cache.read('v4 /api/website-notifications')).toMatchObject({ state: 'hit' });
  time = NOW + 1000;
  const after = cache.read('v4 /api/website-notifications');
  expect(answers).toHaveLength(2);
  answers[1].reject(new Error('ECONNREFUSED'));
  expect((await after).state).toBe('upstream');
});

describe('through the public surface', () => {
  let strapi;
  let site;
  let notices;
  let reads;
  const scheduleAhead = jest.fn();

  beforeEach(async () => {
    // The clock alone is the test's (before the surface takes Date.now): the reads before a start happen
    // before it however slow the machine, and the start comes when the test says so. Timers stay real.
    useFakeDate();
    reads = 0;
    // Strapi answers in the format asked for: entries with their attributes apart (v4) or flat (v5).
    strapi = http.createServer((req, res) => {
      reads += 1;
      const entries = notices.map((notice) => ({
        Severity: 'info',
        description: 'Crews are out.',
        ...notice,
      }));
      const data =
        req.headers['strapi-response-format'] === 'v4'
          ? entries.map((attributes, id) => ({ id, attributes }))
          : entries.map((entry, id) => ({ id, documentId: `notice${id}`, ...entry }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    });
    await new Promise((resolve) => strapi.listen(0, '127.0.0.1', resolve));
    const app = express();
    const surface = mountContentSurface(app, {
      target: `http://127.0.0.1:${strapi.address().port}`,
      onScheduleAhead: scheduleAhead,
    });
    site = http.createServer(app);
    await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
    Object.assign(site, surface);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => strapi.close(resolve));
  });

  test('a notice is in no /api answer nor server read (renders, search index) before its start, and in both from it, without a change notice', async () => {
    const startsAt = Date.now() + 500;
    notices = [
      { Title: 'Embargoed', StartsAt: new Date(startsAt).toISOString() },
      { Title: 'Ended', EndsAt: new Date(Date.now() - 1000).toISOString() },
      { Title: 'Now' },
    ];
    const url = `http://127.0.0.1:${site.address().port}/api/website-notifications`;
    const text = await (await fetch(url)).text();
    expect(text).not.toMatch(/Embargoed|Ended/);
    expect(JSON.parse(text).data.map(({ Title }) => Title)).toEqual(['Now']);
    expect(titles(await site.readContent('/api/website-notifications'))).toEqual(['Now']);
    // The search index's reads.
    expect(titles(await site.readInBackground('/api/website-notifications?sort[0]=id:desc'))).toEqual([
      'Now',
    ]);
    expect(scheduleAhead).toHaveBeenCalledWith('website-notifications', startsAt);
    // The cached copies expire at the start: the next reads after it ask the content service again.
    const readsBefore = reads;
    jest.setSystemTime(startsAt);
    expect(JSON.parse(await (await fetch(url)).text()).data.map(({ Title }) => Title)).toEqual([
      'Embargoed',
      'Now',
    ]);
    expect(titles(await site.readContent('/api/website-notifications'))).toEqual(['Embargoed', 'Now']);
    expect(reads).toBeGreaterThan(readsBefore);
  });
});
