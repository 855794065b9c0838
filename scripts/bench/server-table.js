// npm run bench:server's loads and its table: autocannon runs with a browser's headers, each row straight at
// the site server and through nginx beside the bare server and a one-route Express app answering the same
// bytes, and a visitor's /leac measured during the floods.
const autocannon = require('autocannon');
const { BROWSER_HEADERS } = require('./bare');
const { visitorDuring } = require('./visitor');

const VISITOR_PAGE = '/leac';
const round = (value) => Math.round(value * 10) / 10;

/** An autocannon run; `path(n)` and `headers(n)` give request n's address and headers. */
function load({ url, seconds, connections, path: pathOf, headers = () => ({}) }) {
  const renderStates = {};
  let count = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest(request) {
              count += 1;
              return {
                ...request,
                path: pathOf(count),
                headers: { ...request.headers, ...BROWSER_HEADERS, ...headers(count) },
              };
            },
            onResponse(_status, _body, _context, responseHeaders) {
              const state = responseHeaders?.['x-render-cache'] ?? 'none';
              renderStates[state] = (renderStates[state] ?? 0) + 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, renderStates })),
    );
  });
}

const row = (cells) => `| ${cells.join(' | ')} |`;
/** Request n of a load: a page whose declared parameter has a value never asked for before. */
const neverSeen = (label) => (n) => `/corporate/financials?tab=bench-${label}-${process.pid}-${n}`;
/** Every request of a load from one address (behind the trusted proxy). */
const oneAddress = () => ({ 'x-forwarded-for': '203.0.113.9' });
/** Request n of a load: from its own address, as a flood from many clients behind the trusted proxy. */
const manyAddresses = (n) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

/** The loads of the table: many visitors at once (each request from its own address), then floods from one. */
function loadRows(hashedScript, neverSeenPath) {
  return [
    // Many visitors at once: each request from its own address (one address would meet its fair share).
    {
      label: `hashed script ${hashedScript}`,
      connections: 50,
      path: () => hashedScript,
      headers: manyAddresses,
    },
    { label: 'cached page /leac', connections: 50, path: () => VISITOR_PAGE, headers: manyAddresses },
    {
      label: `uncached: never-seen ${neverSeenPath}?tab=, each from its own address`,
      connections: 100,
      path: (via, n) => neverSeen(`uncached-${via}`)(n),
      headers: manyAddresses,
    },
    {
      label: 'flood from one address: never-seen ?tab=',
      connections: 100,
      path: (via, n) => neverSeen(`one-${via}`)(n),
      headers: oneAddress,
      visitor: true,
    },
    {
      label: 'flood from one address: cached /leac',
      connections: 100,
      path: () => VISITOR_PAGE,
      headers: oneAddress,
      visitor: true,
    },
  ];
}

const HEADER = [
  row([
    'what',
    'via',
    'connections',
    'answers/s',
    'bare server, same bytes',
    'ratio',
    'Express, one route, same bytes',
    'p50 ms',
    'p99 ms',
    'renders/s',
    'x-render-cache',
    "visitor's /leac median / p95 ms (errors)",
  ]),
  row(Array(12).fill('---')),
];

const visitorCell = (visitor) =>
  visitor
    ? `${round(visitor.median)} / ${round(visitor.p95)} (${visitor.errors} of ${visitor.requests + visitor.errors})`
    : '';

/** One load against every server (`urls` by name), with a visitor's /leac measured during a flood. */
async function measureRow({ connections, path: pathOf, headers, visitor }, urls, seconds) {
  const figures = {};
  for (const [via, url] of Object.entries(urls)) {
    const run = () =>
      load({ url, seconds, connections, path: (n) => pathOf(via.replace(' ', '-'), n), headers });
    figures[via] = visitor ? await visitorDuring(run, `${url}${VISITOR_PAGE}`) : { result: await run() };
  }
  return figures;
}

/** The table's lines of one load: the site server's and nginx's figures beside the bare server's. */
function rowLines({ label, connections }, figures, seconds) {
  const bareRate = figures.bare.result.requests.average;
  return ['site server', 'nginx'].map((via) => {
    const { result, visitor: seen } = figures[via];
    return row([
      label,
      via,
      connections,
      Math.round(result.requests.average),
      `${Math.round(bareRate)}${figures.bare.visitor ? ` (visitor p95 ${round(figures.bare.visitor.p95)})` : ''}`,
      round(result.requests.average / bareRate),
      `${Math.round(figures.express.result.requests.average)} (${round(figures.express.result.requests.average / bareRate)})`,
      result.latency.p50,
      result.latency.p99,
      round((result.renderStates.miss ?? 0) / seconds),
      Object.entries(result.renderStates)
        .map(([state, n]) => `${state} ${n}`)
        .join(', '),
      visitorCell(seen),
    ]);
  });
}

/**
 * Every load of the table against the site server, nginx, the bare server and Express (`urls`), after a
 * quiet visitor's figures; returns the table's lines and the site server's results by label.
 */
async function measureTable({ urls, hashedScript, neverSeenPath, seconds }) {
  const table = [...HEADER];
  const quiet = await visitorDuring(
    () => new Promise((resolve) => setTimeout(resolve, 3000)),
    `${urls['site server']}${VISITOR_PAGE}`,
  );
  table.push(
    row(['quiet site', 'site server', 0, '', '', '', '', '', '', '', '', visitorCell(quiet.visitor)]),
  );
  const measured = {};
  for (const load of loadRows(hashedScript, neverSeenPath)) {
    const figures = await measureRow(load, urls, seconds);
    table.push(...rowLines(load, figures, seconds));
    measured[load.label] = figures['site server'].result;
  }
  return { table, measured };
}

module.exports = { load, manyAddresses, measureTable, neverSeen, round };
