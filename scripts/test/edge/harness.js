// What every part of the edge test shares: its ports, the checks it prints, waiting on conditions and
// requests through the edge (as a browser would, or raw: the bytes as sent, from a given client address).
const http = require('node:http');

const base = Number(process.env.EDGE_TEST_PORT_BASE ?? 8301);
// Visitors -> Varnish (edge) -> nginx -> the site server -> the stand-in content service.
const PORTS = { site: base, content: base + 1, edge: base + 2, nginx: base + 3 };
const CANARY_AREA = 'tools';
const checks = [];

function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `test` holds (the edge and the site act on their own time); returns the time it took. */
async function timeUntil(test, limitMs = 10_000) {
  const started = performance.now();
  while (!(await test())) {
    if (performance.now() - started > limitMs) return undefined;
    await sleep(20);
  }
  return Math.round(performance.now() - started);
}

const edgeGet = (pagePath, cookie) =>
  fetch(`http://127.0.0.1:${PORTS.edge}${pagePath}`, { headers: cookie ? { cookie } : {} });
const pageText = async (pagePath, cookie) => {
  const answer = await edgeGet(pagePath, cookie);
  return {
    status: answer.status,
    cache: answer.headers.get('x-edge-cache'),
    // Seconds since the edge made its copy (0 for a miss), and the seconds it may keep it.
    age: Number(answer.headers.get('age') ?? 0),
    keptFor: Number(/s-maxage=(\d+)/.exec(answer.headers.get('cache-control') ?? '')?.[1] ?? 0),
    setCookie: answer.headers.get('set-cookie'),
    html: await answer.text(),
  };
};

/**
 * One request on `port` (the edge by default; a GET unless `method` says otherwise, with `body` sent as it is)
 * from `localAddress` (another loopback address is another visitor): status, headers and the body's bytes as
 * sent (never decoded), and the time it took.
 */
function rawRequest(pagePath, { method = 'GET', body, headers = {}, localAddress, port = PORTS.edge } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pagePath, method, headers, localAddress },
      (answer) => {
        const parts = [];
        answer.on('data', (part) => parts.push(part));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode,
            headers: answer.headers,
            body: Buffer.concat(parts),
            ms: Math.round(performance.now() - started),
          }),
        );
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * An event stream on `port` (the edge by default) from `localAddress`: its status once answered, and close()
 * to leave.
 */
function openStream(localAddress, headers = {}, port = PORTS.edge) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/events', headers, localAddress },
      (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode, close: () => request.destroy() });
      },
    );
    request.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

module.exports = {
  PORTS,
  CANARY_AREA,
  checks,
  check,
  sleep,
  timeUntil,
  edgeGet,
  pageText,
  rawRequest,
  openStream,
};
