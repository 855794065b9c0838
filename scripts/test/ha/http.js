// HTTP from a chosen local address (each visitor of the HA test has its own), with keep-alive per address.
const crypto = require('node:crypto');
const http = require('node:http');

const agents = new Map();
const IDEMPOTENT = new Set(['GET', 'HEAD']);
/** One HTTP request (keep-alive per local address); resolves { status, headers, body } or rejects. */
function request(
  url,
  { method = 'GET', headers = {}, body, from = '127.0.0.1', timeoutMs = 15_000, resent = false } = {},
) {
  if (!agents.has(from))
    agents.set(from, new http.Agent({ keepAlive: true, localAddress: from, maxSockets: 8 }));
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: agents.get(from), timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => {
      // A kept-alive connection the server closed (idle past its keep-alive time) just as it was reused: an
      // idempotent request is sent once more, as Node's documentation advises and as a browser does.
      const stale = req.reusedSocket && error.code === 'ECONNRESET' && IDEMPOTENT.has(method);
      if (stale && !resent) resolve(request(url, { method, headers, body, from, timeoutMs, resent: true }));
      else reject(error);
    });
    req.end(body);
  });
}
const postJson = (url, data, key, from) =>
  request(url, {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ data }),
  });
const sha256 = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex');

/** Closes the kept-alive connections (the run's end). */
function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
}

module.exports = { closeAgents, postJson, request, sha256 };
