// Nothing before its time, through the edge: a notice published with a start an hour ahead (the site server
// removes it where content enters: site-server/src/content/schedules.ts) is in no answer a visitor can get,
// while the notice published with it is.
const crypto = require('node:crypto');
const { PORTS, check, sleep } = require('./harness');

const SEARCH_READY_MS = 60_000;

/** A notice that starts an hour from now, its words unique to this run. */
function scheduledNotice() {
  const word = `Embargoed${crypto.randomBytes(4).toString('hex')}`;
  return {
    word,
    notice: {
      id: 2,
      documentId: 'edgeScheduledNotice',
      Title: `Scheduled notice ${word}`,
      description: `${word}: not before its time.`,
      Severity: 'emergency',
      StartsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  };
}

async function edgeText(address, headers = {}) {
  const answer = await fetch(`http://127.0.0.1:${PORTS.edge}${address}`, { headers });
  return { address, status: answer.status, text: await answer.text() };
}

/**
 * The site search answering through the edge from a built index: a page's title finds it (503 while the first
 * index is being built). Asked twice a second at most: searches are limited per client.
 */
async function searchAnswering(term) {
  const started = Date.now();
  while (Date.now() - started < SEARCH_READY_MS) {
    const answer = await edgeText(`/search.json?q=${encodeURIComponent(term)}`);
    if (answer.status === 200 && JSON.parse(answer.text).total > 0) return Date.now() - started;
    await sleep(500);
  }
  return undefined;
}

/**
 * Every answer a visitor could find the scheduled notice in: the warmed pages (their HTML with its data
 * blocks), /api in both shapes and asked for by its title, the site search (its answer and its page) and the
 * manifest. The notices are outside the pages' main landmark, which is all the search index reads, so the
 * search answers hold no notice at all today: they are asked so that indexing notices can never show one early.
 */
async function embargoChecks({ scheduled, publishedTitle, warmed, manifest }) {
  const { word, notice } = scheduled;
  const pageTitle = Object.values(manifest.areas)
    .flatMap((entry) => entry.routes)
    .find((route) => route.path === warmed.at(-1))?.title;
  const searchReady = await searchAnswering(pageTitle ?? warmed.at(-1));
  const api = '/api/website-notifications';
  const answers = await Promise.all([
    ...warmed.map((pagePath) => edgeText(pagePath)),
    edgeText(api),
    edgeText(`${api}?sort[0]=updatedAt:desc`, { 'strapi-response-format': 'v4' }),
    edgeText(`${api}?filters[Title][$eq]=${encodeURIComponent(notice.Title)}`),
    edgeText(`/search.json?q=${word}`),
    edgeText(`/search?q=${word}`),
    edgeText('/site-manifest.json'),
  ]);
  const failed = answers.filter(({ status }) => status !== 200).map((a) => `${a.address} ${a.status}`);
  // A search answer repeats the words searched: it holds the notice when it finds anything by its unique word.
  const holds = ({ address, text }) =>
    address.startsWith('/search.json')
      ? JSON.parse(text).total > 0
      : text.includes(notice.Title) || text.includes(notice.description);
  const holding = answers.filter(holds).map(({ address }) => address);
  const published = answers.filter(({ text }) => text.includes(publishedTitle)).length;
  check(
    'a notice scheduled an hour ahead is in no answer through the edge (pages and their data blocks, /api, search, manifest)',
    searchReady !== undefined &&
      failed.length === 0 &&
      holding.length === 0 &&
      published >= warmed.length + 2,
    `${answers.length} answers, ${holding.length ? `holding it: ${holding.join(' ')}` : 'none holds it'}; the notice published with it in ${published}; search answering from its index ${searchReady === undefined ? 'never' : `after ${searchReady} ms`}${failed.length ? `; not 200: ${failed.join(' ')}` : ''}`,
  );
}

module.exports = { scheduledNotice, embargoChecks };
