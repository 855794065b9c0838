// The baseline of the server benches: a bare Node `http` server, one worker per core as the site server
// runs, answering the very bytes and headers another server sent (captured once) from memory. A figure
// divided by this one's, measured in the same run, says what the server costs beyond writing those bytes.
const cluster = require('node:cluster');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

/** What a browser sends, so that servers answer as they answer browsers (compressed). */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/** One answer as sent (not decoded, unlike fetch): status, headers, body bytes. */
function rawAnswer(url, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag'];

/**
 * Starts the bare server on `port` answering `answers` ({ [pathname]: rawAnswer }) by the request's path
 * without its query. With `express: true` the same answers go through an Express app of one route (the
 * floor of any Express server on this machine). Resolves to { url, stop }.
 */
async function startBareServer(port, answers, { express = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-bare-'));
  const table = Object.entries(answers).map(([pathname, answer], index) => {
    fs.writeFileSync(path.join(dir, `${index}.body`), answer.body);
    return {
      pathname,
      status: answer.status,
      headers: Object.fromEntries(
        KEPT_HEADERS.filter((name) => answer.headers[name]).map((name) => [name, answer.headers[name]]),
      ),
    };
  });
  fs.writeFileSync(path.join(dir, 'answers.json'), JSON.stringify(table));
  const child = require('node:child_process').fork(
    __filename,
    ['--serve', dir, String(port), ...(express ? ['--express'] : [])],
    { stdio: 'inherit' },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The server process: the primary forks the workers and reports when all of them listen. */
function serve(dir, port, viaExpress) {
  if (cluster.isPrimary) {
    const workers = Array.from({ length: os.availableParallelism() }, () => cluster.fork());
    void Promise.all(
      workers.map((worker) => new Promise((resolve) => worker.once('listening', resolve))),
    ).then(() => process.send?.('listening'));
    process.on('SIGTERM', () => {
      for (const worker of workers) worker.kill();
      process.exit(0);
    });
    return;
  }
  const answers = new Map(
    JSON.parse(fs.readFileSync(path.join(dir, 'answers.json'), 'utf8')).map((answer, index) => [
      answer.pathname,
      { ...answer, body: fs.readFileSync(path.join(dir, `${index}.body`)) },
    ]),
  );
  const answer = (req, res) => {
    const known = answers.get(req.url.split('?')[0]);
    if (!known) return res.writeHead(404).end();
    res.writeHead(known.status, { ...known.headers, 'content-length': known.body.length });
    res.end(known.body);
  };
  const handler = viaExpress
    ? require(require.resolve('express', { paths: [path.join(__dirname, '..', '..', 'site-server')] }))().get(
        '/{*path}',
        answer,
      )
    : answer;
  http.createServer(handler).listen(port, '127.0.0.1');
}

if (process.argv[2] === '--serve')
  serve(process.argv[3], Number(process.argv[4]), process.argv[5] === '--express');

module.exports = { BROWSER_HEADERS, rawAnswer, startBareServer };
