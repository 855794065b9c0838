// The site server as production starts it (compiled to dist/): a primary and its workers on one port, over a small site.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { ensureSiteServerBuilt } = require('../../build');
const { writeSiteManifest } = require('../releases/siteManifest');

jest.setTimeout(60_000);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Asks again (every 100 ms) until `check` accepts the answer. */
async function until(read, check) {
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let content;
let siteDir;
let primary;
let siteUrl;
let opsUrl;
beforeAll(async () => {
  // npm test compiled it first; compiled again only if a source is newer.
  ensureSiteServerBuilt();
  content = http
    .createServer((req, res) => res.writeHead(req.url === '/_health' ? 204 : 404).end())
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => content.once('listening', resolve));
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-workers-'));
  fs.writeFileSync(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>',
  );
  writeSiteManifest(siteDir, { areas: {} });
  const port = await freePort();
  const opsPort = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  opsUrl = `http://127.0.0.1:${opsPort}`;
  primary = spawn(process.execPath, [path.join(__dirname, '..', '..', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      OPS_PORT: String(opsPort),
      SITE_DIR: siteDir,
      WEB_CONCURRENCY: '2',
      CONTENT_SERVICE_URL: `http://127.0.0.1:${content.address().port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
});

afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  content.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const health = async () => {
  // A new connection each time, so that every worker is asked in turn; a stopped one does not answer.
  // The whole report, with the workers, is on the private operations listener.
  const answer = await fetch(`${opsUrl}/healthz`, {
    headers: { connection: 'close' },
    signal: AbortSignal.timeout(1000),
  });
  return { status: answer.status, body: await answer.json() };
};

test('two workers on one port; /healthz covers both; a crashed worker is started again; SIGTERM stops all', async () => {
  const up = await until(health, ({ body }) => body.workers?.ok === true);
  expect(up.status).toBe(200);
  expect(up.body.workers).toMatchObject({ expected: 2, restarts: 0 });
  const pids = up.body.workers.list.map((worker) => worker.pid);
  expect(new Set(pids).size).toBe(2);
  expect(pids).not.toContain(primary.pid);

  expect((await fetch(`${siteUrl}/`)).status).toBe(200);

  // A worker whose event loop does not answer makes the site unhealthy (asked of the other worker).
  process.kill(pids[1], 'SIGSTOP');
  const stuck = await until(health, ({ status }) => status === 503);
  expect(stuck.body.workers.list.find((worker) => worker.pid === pids[1]).ok).toBe(false);
  process.kill(pids[1], 'SIGCONT');
  await until(health, ({ status }) => status === 200);

  process.kill(pids[0], 'SIGKILL');
  const again = await until(health, ({ body }) => body.workers?.restarts === 1 && body.workers.ok);
  expect(again.status).toBe(200);
  expect(again.body.workers.list.map((worker) => worker.pid)).not.toContain(pids[0]);
  expect(again.body.workers.list).toHaveLength(2);

  // An open event stream does not hold the stop: the worker ends it at once with a reconnect hint (the
  // browser comes back to another server), not at its fallback exit `stopMs` later.
  const stream = (await fetch(`${siteUrl}/events`)).body.getReader();
  let sent = '';
  const read = async () => {
    for (let chunk = await stream.read(); !chunk.done; chunk = await stream.read())
      sent += Buffer.from(chunk.value).toString();
    return sent;
  };
  const ended = read();
  await until(
    async () => sent,
    (text) => text.includes('retry: 2000'),
  );
  const exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
  const stopAt = Date.now();
  primary.kill('SIGTERM');
  // The opening hint, then the stopping one.
  expect(await ended).toMatch(/^retry: 2000\n\n[^]*retry: \d+\n\n$/);
  expect(await exited).toBe(0);
  console.log(`stopped with an open event stream in ${Date.now() - stopAt} ms`);
  for (const pid of again.body.workers.list.map((worker) => worker.pid))
    expect(() => process.kill(pid, 0)).toThrow();
});

test('per-client limits hold across the cluster: each worker counts against its share of the budget', () => {
  const { workerShare } = require('./workers');
  expect([
    workerShare(120, 1),
    workerShare(120, 2),
    workerShare(120, 3),
    workerShare(1, 4),
    workerShare(Infinity, 2),
  ]).toEqual([120, 60, 40, 1, Infinity]);
});
