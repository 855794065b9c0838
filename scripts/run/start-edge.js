#!/usr/bin/env node
// npm run start:edge: the site as npm start runs it, with Varnish in front on a port of its own (EDGE_PORT,
// default 8081; deploy/varnish/site.vcl) and the site server purging it on every change. Needs Debian's
// varnish and varnish-modules: when they are missing it says so and stops (it installs nothing). When the
// origin stops, Varnish stays (the outage mode, to watch); Ctrl-C stops everything.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { findVarnish, startEdge } = require('../lib/edge');

const SITE_PORT = Number(process.env.PORT ?? 8080);
const EDGE_PORT = Number(process.env.EDGE_PORT ?? 8081);

async function main() {
  const { varnishd, missing } = findVarnish();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const site = spawn(process.execPath, [path.join(__dirname, 'start.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      EDGE_PURGE_URLS: process.env.EDGE_PURGE_URLS ?? `http://127.0.0.1:${EDGE_PORT}/`,
      // Each visitor is one client to the origin: Varnish (on 127.0.0.1) names them in X-Forwarded-For, and
      // only Varnish is trusted to (a client's own X-Forwarded-For is replaced there).
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    },
  });
  // Varnish, once started.
  const running = {};
  const originGone = () => site.exitCode !== null || site.signalCode !== null;
  const stop = async (code) => {
    await running.edge?.stop();
    if (!originGone()) site.kill('SIGINT');
    process.exitCode = code;
  };
  // The origin going (a site server or Strapi died, and npm start stopped the rest) is the outage the edge
  // is for: Varnish keeps serving what it kept, with the pages' "updates paused" line, until Ctrl-C.
  const sayOriginStopped = () =>
    console.error(
      `the origin stopped (${site.signalCode ?? `exit ${site.exitCode}`}): the edge keeps serving the pages it kept on http://localhost:${EDGE_PORT} ("updates paused"); Ctrl-C stops it`,
    );
  site.once('exit', (code) => {
    // Before the edge starts there is nothing to keep serving.
    if (!running.edgeStarting) return void stop(code ?? 1);
    if (running.edge) sayOriginStopped();
  });
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  // The site server first (npm start builds and seeds what is missing), then the edge in front of it.
  while (
    !(await fetch(`http://127.0.0.1:${SITE_PORT}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (originGone()) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  running.edgeStarting = true;
  running.edge = await startEdge({ port: EDGE_PORT, sitePort: SITE_PORT, varnishd });
  console.log(
    `edge cache (Varnish) on http://localhost:${EDGE_PORT} in front of the site on http://localhost:${SITE_PORT}`,
  );
  if (originGone()) sayOriginStopped();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
