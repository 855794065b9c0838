// The site app's signals end to end over HTTP: request ids, the beacon intake and its limits, and the counts on
// the operations listener (checked by Prometheus' own promtool); canary visitors and the rolling store:
// signalsCanary.test.js.
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { PROMTOOL_MISSING, promtoolProblems } = require('../../../scripts/lib/promtool');
const {
  manifestWith,
  CANARY,
  state,
  start,
  setUp,
  tearDown,
  beacon,
  metricsText,
} = require('../testing/signalsSite');

beforeEach(setUp);
afterEach(tearDown);

// A trusted proxy's own id is kept: app.test.js.
test('every answer carries a request id of its own', async () => {
  await start(manifestWith());
  const first = await fetch(`${state.site.url}/leac`);
  expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect((await fetch(`${state.site.url}/leac`)).headers.get('x-request-id')).not.toBe(
    first.headers.get('x-request-id'),
  );
});

test('beacons of live versions and published routes are counted; anything else is left out', async () => {
  await start(manifestWith(CANARY));
  const stable = { area: 'financials', version: '1.0.0', route: '/leac' };
  const answer = await beacon([
    { type: 'view', ...stable },
    { type: 'view', area: 'financials', version: '1.1.0', route: '/leac/history' },
    { type: 'error', kind: 'render-error', area: 'financials', version: '1.1.0', route: '/leac' },
    { type: 'vital', name: 'LCP', value: 1800, ...stable },
    { type: 'vital', name: 'CLS', value: 0.02, ...stable },
    { type: 'view', area: 'shell', version: '2.0.0', route: '*' },
    // Left out: an unknown version, a route of another version, a URL instead of a pattern, an unknown
    // kind, a value out of bounds, another shell version.
    { type: 'view', area: 'financials', version: '0.9.0', route: '/leac' },
    { type: 'view', area: 'financials', version: '1.0.0', route: '/leac/history' },
    { type: 'view', area: 'financials', version: '1.0.0', route: '/leac?account=123' },
    { type: 'error', kind: 'anything', ...stable },
    { type: 'vital', name: 'LCP', value: -1, ...stable },
    { type: 'view', area: 'shell', version: '1.0.0', route: '*' },
  ]);
  expect(answer.status).toBe(204);
  const text = await metricsText();
  expect(text).toMatch(/gpa_signal_page_views_total\{area="financials",version="1.0.0",route="\/leac"\} 1\n/);
  expect(text).toMatch(
    /gpa_signal_page_views_total\{area="financials",version="1.1.0",route="\/leac\/history"\} 1\n/,
  );
  expect(text).toMatch(/gpa_signal_page_views_total\{area="shell",version="2.0.0",route="\*"\} 1\n/);
  expect(text).toMatch(
    /gpa_signal_errors_total\{area="financials",version="1.1.0",kind="render-error"\} 1\n/,
  );
  expect(text).toMatch(/gpa_signal_lcp_seconds_count\{area="financials",version="1.0.0"\} 1\n/);
  expect(text).not.toMatch(/version="0.9.0"|account|kind="anything"|version="1.0.0",route="\/leac\/history"/);
  // The rolling store the canary decision reads has the same counts.
});

test('refusals are cheap: over the rate before the body is read, too large before it is parsed', async () => {
  await start(manifestWith(), { beaconsPerMinute: 5, maxBytes: 1024 });
  const client = { 'X-Forwarded-For': '203.0.113.7' };
  for (let i = 0; i < 5; i += 1) expect((await beacon([], client)).status).toBe(204);
  // A request that declares a body and never sends it: refused at once, without waiting for it.
  const refused = await new Promise((resolve, reject) => {
    const socket = net.connect(state.site.port, '127.0.0.1', () =>
      socket.write(
        `POST /signals HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.7\r\nContent-Type: text/plain\r\nContent-Length: 500\r\n\r\n`,
      ),
    );
    socket.on('data', (data) => {
      resolve(String(data).split('\r\n')[0]);
      socket.destroy();
    });
    socket.on('error', reject);
  });
  expect(refused).toBe('HTTP/1.1 429 Too Many Requests');
  // Another client is not affected; a body over the bound is refused, declared or not.
  const other = { 'X-Forwarded-For': '203.0.113.8' };
  expect(
    (
      await beacon(
        [{ type: 'view', area: 'financials', version: '1.0.0', route: '/leac', pad: 'x'.repeat(2000) }],
        other,
      )
    ).status,
  ).toBe(413);
  expect(
    (await fetch(`${state.site.url}/signals`, { method: 'POST', headers: other, body: 'not json' })).status,
  ).toBe(400);
  const noList = await fetch(`${state.site.url}/signals`, {
    method: 'POST',
    headers: other,
    body: JSON.stringify({ events: 'view' }),
  });
  expect([noList.status, await noList.text()]).toEqual([
    400,
    'beacon: events: Invalid input: expected array, received string',
  ]);
  const text = await metricsText();
  expect(text).toMatch(/gpa_signal_beacons_refused_total\{reason="rate"\} 1\n/);
  expect(text).toMatch(/gpa_signal_beacons_refused_total\{reason="size"\} 1\n/);
  expect(text).not.toMatch(/gpa_signal_page_views_total\{/);
});

test('a flood of beacons from many fake clients is refused or counted within its bounds, and pages still answer', async () => {
  await start(manifestWith(), { beaconsPerMinute: 2 });
  const statuses = await Promise.all(
    Array.from({ length: 400 }, (_, i) =>
      beacon([{ type: 'view', area: 'financials', version: '1.0.0', route: '/leac' }], {
        'X-Forwarded-For': `198.51.100.${i % 100}`,
      }).then((answer) => answer.status),
    ),
  );
  // Two beacons a client at once (the burst is bounded by the rate): 100 clients, 200 counted, the rest refused.
  expect(statuses.filter((status) => status === 204)).toHaveLength(200);
  expect(statuses.filter((status) => status === 429)).toHaveLength(200);
  expect(await metricsText()).toMatch(
    /gpa_signal_page_views_total\{area="financials",version="1.0.0",route="\/leac"\} 200\n/,
  );
  expect((await fetch(`${state.site.url}/leac`)).status).toBe(200);
});

test('whatever the number of addresses, a process reads a bounded number of beacons a second', async () => {
  await start(manifestWith(), { beaconsPerSecond: 5 });
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      beacon([{ type: 'view', area: 'financials', version: '1.0.0', route: '/leac' }], {
        'X-Forwarded-For': `192.0.2.${i}`,
      }).then((answer) => answer.status),
    ),
  );
  // Five at once, and one more if a fifth of a second passed meanwhile (the budget refills).
  const read = statuses.filter((status) => status === 204).length;
  expect(read === 5 || read === 6).toBe(true);
  expect(await metricsText()).toContain(`gpa_signal_beacons_refused_total{reason="busy"} ${20 - read}\n`);
});

test('the counts pass promtool check metrics, with the canary’s share, evidence and last rollback, and pages by status', async () => {
  const rolledBackAt = '2026-11-26T10:00:00.000Z';
  fs.writeFileSync(
    path.join(state.siteDir, 'release-history.json'),
    JSON.stringify({ financials: [{ version: '1.0.9', action: 'canary rolled back', at: rolledBackAt }] }),
  );
  await start(manifestWith(CANARY));
  await fetch(`${state.site.url}/leac`);
  await fetch(`${state.site.url}/no-such-page`);
  await beacon([
    { type: 'view', area: 'financials', version: '1.0.0', route: '/leac' },
    { type: 'vital', name: 'INP', value: 120, area: 'financials', version: '1.0.0', route: '/leac' },
  ]);
  const text = await metricsText();
  // No shell server build here: a render fails (or, on a busy machine, is not started): the page goes client-rendered.
  expect(text).toMatch(
    /gpa_page_answers_total\{area="financials",version="1\.(0|1)\.0",render="(failed|busy)"\} 1\n/,
  );
  expect(text).toMatch(
    /gpa_page_answer_seconds_count\{area="shell",version="2.0.0",render="(failed|busy)"\} 1\n/,
  );
  expect(text).toMatch(/gpa_http_answers_total\{area="shell",version="2.0.0",code="200"\} 1\n/);
  expect(text).toContain('gpa_canary_percent{area="financials",version="1.1.0"} 30\n');
  expect(text).toMatch(/gpa_canary_evidence\{area="financials",version="1.1.0",stream="server"\} -?\d/);
  expect(text).toContain(`gpa_canary_evidence_bound ${Math.log(1000)}\n`);
  expect(text).toContain(
    `gpa_canary_last_rollback_timestamp_seconds{area="financials"} ${Date.parse(rolledBackAt) / 1000}\n`,
  );
  const problems = promtoolProblems(text);
  if (problems === null) {
    console.warn(PROMTOOL_MISSING);
    return;
  }
  expect(problems).toBe('');
});
