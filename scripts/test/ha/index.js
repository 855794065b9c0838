#!/usr/bin/env node
// npm run test:ha: no single point of failure, proven by killing processes under load. Starts, on loopback:
// Debian's PostgreSQL (a fresh cluster), two Strapi instances on it sharing one upload folder, nginx as
// their load balancer, two site servers on one shared copy of the built site (npm run build first), nginx
// in front of both and Varnish in front of nginx (deploy/varnish; the visitors' door, purged by the site
// servers). Then, while visitors (this process, each from its own 127.0.0.x address) view
// pages, read content, download uploaded files and submit forms (retrying with the same Idempotency-Key):
// SIGKILL one site server and restart it, SIGKILL one Strapi and restart it (an editor uploads a file
// meanwhile), release one area and roll it back. It checks and prints: no failed page view, content read
// or download; every submission stored exactly once (rows counted in PostgreSQL); a key sent to both
// Strapi instances at once creates one row; no uploaded file lost; each switch seen by every site server
// within 1 s, no page mixing two versions; the per-visitor form and read limits held across instances, from
// one address through the edge while another's pages pass; each
// Strapi's counts on its private metrics port; the figures.
// Bounded: stops by itself.
//
// Ports: HA_PORT_BASE (8270) .. +8 (nginx, content balancer, 2 site servers, 2 Strapi, their 2 metrics listeners,
// Varnish), POSTGRES_PORT
// (5434). HA_REPORT=<file> writes the checks as JSON (scripts/test/all.js counts them).
// The parts, in this folder: settings.js (ports, limits, pace), http.js (requests from a chosen address),
// cluster.js (the processes), load.js (the visitors), editor.js (uploads, a second build, a timed switch),
// kills.js (the faults under load), measures.js (what is read afterwards), report.js (figures and checks).
const fs = require('node:fs');
const path = require('node:path');
const { findVarnish, startEdge } = require('../../lib/edge');
const { startNginx, startPostgres } = require('../../lib/services');
const { readyAndWarm, startSiteServer, startStrapis, stopAll } = require('./cluster');
const { discoverUploads, editorToken, prepareAreaBuild, uploadFile } = require('./editor');
const { closeAgents } = require('./http');
const { killsAndSwitches } = require('./kills');
const {
  filesAndFailovers,
  limitsAcrossInstances,
  strapiCounts,
  whatTheDatabaseHolds,
} = require('./measures');
const { check, checks, reportAndCheck } = require('./report');
const {
  AREA,
  FORM_LIMIT_PER_MINUTE,
  PORTS,
  POSTGRES_PORT,
  READ_BURST,
  READ_LIMIT_PER_SECOND,
  contentDir,
  publicDir,
  root,
  run,
  say,
  siteDir,
  started,
  workDir,
} = require('./settings');

/** Copies the built site into the work folder (the site servers' shared copy); says what runs where. */
function prepareWorkFolder() {
  if (!fs.existsSync(path.join(root, 'deploy', 'site', 'site-manifest.json')))
    throw new Error('no built site: run npm run build first');
  fs.cpSync(path.join(root, 'deploy', 'site'), siteDir, { recursive: true });
  fs.mkdirSync(publicDir);
  say(
    `work folder ${workDir}; PostgreSQL on ${POSTGRES_PORT}, nginx on ${PORTS.nginx}, content balancer on ${PORTS.content}, site servers on ${PORTS.sites.join(' and ')}, Strapi on ${PORTS.strapis.join(' and ')}`,
  );
}

/** Starts the two Strapi on PostgreSQL, the two site servers, and nginx in front of both pairs. */
async function startCluster(postgres) {
  const strapis = await startStrapis(postgres);
  const sites = [startSiteServer(0), startSiteServer(1)];
  const nginx = await startNginx({
    port: PORTS.nginx,
    siteDir,
    siteServers: sites.map((site) => site.url),
    formLimitPerMinute: FORM_LIMIT_PER_MINUTE,
    readLimitPerSecond: READ_LIMIT_PER_SECOND,
    readBurst: READ_BURST,
    content: { port: PORTS.content, servers: strapis.map((strapi) => strapi.url) },
    edgeAddresses: ['127.0.0.1'],
  });
  const { varnishd, missing } = findVarnish();
  if (missing) throw new Error(missing);
  const edge = await startEdge({ port: PORTS.edge, sitePort: PORTS.nginx, varnishd });
  return { strapis, sites, nginx, edge };
}

/** A connection to the content service's PostgreSQL database (with the pg client Strapi uses). */
async function connectDatabase(postgres) {
  const db = new (require(require.resolve('pg', { paths: [contentDir] })).Client)({
    host: '127.0.0.1',
    port: POSTGRES_PORT,
    user: 'postgres',
    database: postgres.env.DATABASE_NAME,
  });
  await db.connect();
  return db;
}

async function main() {
  prepareWorkFolder();
  const postgres = startPostgres({ port: POSTGRES_PORT });
  let nginx;
  let edge;
  try {
    const cluster = await startCluster(postgres);
    const { strapis, sites } = cluster;
    ({ nginx, edge } = cluster);
    await readyAndWarm(sites);

    const uploads = await discoverUploads(strapis[0].url);
    const contentUrl = `http://127.0.0.1:${PORTS.content}`;
    const token = await editorToken(strapis[0].url);
    const uploaded = [await uploadFile(contentUrl, token, `before-${run}`)];
    const liveVersion = JSON.parse(fs.readFileSync(path.join(siteDir, 'site-manifest.json'), 'utf8')).areas[
      AREA
    ].version;
    const build = prepareAreaBuild(liveVersion);
    const db = await connectDatabase(postgres);

    const { load, kills, release, rollback } = await killsAndSwitches({
      edge,
      uploads,
      build,
      sites,
      strapis,
      postgres,
      contentUrl,
      token,
      uploaded,
      liveVersion,
    });
    const loadSeconds = (Date.now() - load.startedAt) / 1000;

    const limits = await limitsAcrossInstances(strapis, edge.url);

    const held = await whatTheDatabaseHolds(db, load.submissions, limits.pairs);

    const { uploadChecks, refusedUpstream, noLiveUpstreams } = await filesAndFailovers(
      [...uploads, ...uploaded],
      nginx,
      strapis,
    );
    await db.end();

    const figures = {
      loadSeconds,
      kills,
      uploads,
      uploaded,
      uploadChecks,
      refusedUpstream,
      noLiveUpstreams,
      release,
      rollback,
      ...limits,
      strapiMetrics: await strapiCounts(nginx.url),
    };
    reportAndCheck({ ...figures, ...held, stats: load.stats, submissions: load.submissions });
  } finally {
    await stopAll();
    if (nginx && fs.existsSync(nginx.errorLog))
      fs.copyFileSync(nginx.errorLog, path.join(workDir, 'nginx-error.log'));
    await edge?.stop();
    await nginx?.stop();
    postgres.stop();
    closeAgents();
  }
}

main()
  .catch((error) => {
    console.error(error);
    check('the setup ran', false, error.message);
  })
  .finally(() => {
    const failed = checks.filter((item) => !item.ok).length;
    if (process.env.HA_REPORT)
      fs.writeFileSync(
        process.env.HA_REPORT,
        JSON.stringify({ passed: checks.length - failed, failed, checks }, null, 2),
      );
    if (!failed) fs.rmSync(workDir, { recursive: true, force: true });
    else console.log(`logs kept in ${workDir}`);
    console.log(
      `\nHA checks ${failed ? 'FAILED' : 'passed'}: ${checks.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    process.exit(failed ? 1 : 0);
  });
