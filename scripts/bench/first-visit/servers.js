// The first-visit bench's processes: one site server per build on a free loopback port, and the clean-up of
// everything it started (also when interrupted).
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const root = path.join(__dirname, '..', '..', '..');

// What to stop if the bench is interrupted (Ctrl-C): its site servers and Lighthouse's Chromium.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function stopAll() {
  for (const stop of running) stop();
}

/** Runs `stop` at the end, or on an interruption before that. */
function stopLater(stop) {
  running.add(stop);
  return () => {
    running.delete(stop);
    stop();
  };
}

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url, what, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch (error) {
      if (Date.now() > until)
        throw new Error(`${what} does not answer at ${url}: ${error.message}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The site server that serves `build`: that of its `worktree` (a release's own checkout), else this checkout's. */
function siteServerScript(build) {
  return path.join(build.worktree ?? root, 'site-server', 'dist', 'server.js');
}

/** The site server of `build` (its `dir`) over the content service at `contentUrl`; stop() ends it. */
async function startSiteServer(build, contentUrl) {
  const port = await freePort();
  const server = spawn(process.execPath, [siteServerScript(build)], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_SERVICE_URL: contentUrl,
      SITE_DIR: build.dir,
      // No visit is drawn for the signals: a drawn one also loads the web vitals' code (2.9 KB), one in five
      // by default, which moved a page's figures from run to run by chance.
      SIGNALS_SAMPLE_RATE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopLater(() => server.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/site-manifest.json`, `The ${build.name} site server`);
  return { url, stop };
}

/** A hard-linked copy of a built site with some site manifest fields changed (the copy's own manifest file). */
function copySiteWith(fromDir, toDir, manifestFields) {
  fs.rmSync(toDir, { recursive: true, force: true });
  execFileSync('cp', ['-al', fromDir, toDir]);
  const manifestFile = path.join(toDir, 'site-manifest.json');
  const manifest = { ...JSON.parse(fs.readFileSync(manifestFile, 'utf8')), ...manifestFields };
  fs.rmSync(manifestFile);
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

module.exports = { root, stopAll, stopLater, waitFor, siteServerScript, startSiteServer, copySiteWith };
