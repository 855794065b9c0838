// The HA test's cluster: each service (Strapi, site server) in its own process group, started, awaited, stopped.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { request } = require('./http');
const {
  ADMIN,
  CONTENT_PROXY_SECRET,
  CONTENT_READS,
  PAGES,
  PORTS,
  SITE_URL,
  contentDir,
  publicDir,
  root,
  say,
  siteDir,
  sleep,
  workDir,
} = require('./settings');

const services = [];

/** A service in its own process group (SIGKILL to the group ends it and its children at once). */
function startService(name, command, args, { cwd, env }) {
  const log = fs.openSync(path.join(workDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const service = {
    name,
    child,
    exited,
    signal: (signal) =>
      child.pid !== undefined &&
      child.exitCode === null &&
      child.signalCode === null &&
      process.kill(-child.pid, signal),
  };
  services.push(service);
  return service;
}

async function waitUntilUp(service, url, seconds) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (service.child.exitCode !== null)
      throw new Error(
        `${service.name} exited with ${service.child.exitCode} (log: ${workDir}/${service.name}.log)`,
      );
    if (
      await request(url, { timeoutMs: 2000 }).then(
        (answer) => answer.status === 200,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`${service.name} did not answer ${url} within ${seconds} s`);
}

async function stopService(service, signal = 'SIGTERM') {
  service.signal(signal);
  await Promise.race([service.exited, sleep(10_000).then(() => service.signal('SIGKILL'))]);
  await service.exited;
}

function startStrapi(index, postgresEnv) {
  const port = PORTS.strapis[index];
  const service = startService(`strapi-${index + 1}`, 'npm', ['start'], {
    cwd: contentDir,
    env: {
      ...postgresEnv,
      SERVE_ADMIN: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(PORTS.strapiMetrics[index]),
      PUBLIC_DIR: publicDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CONTENT_PROXY_SECRET,
      SITE_URL,
    },
  });
  service.url = `http://127.0.0.1:${port}`;
  return service;
}

function startSiteServer(index) {
  const port = PORTS.sites[index];
  const service = startService(
    `site-${index + 1}`,
    process.execPath,
    [path.join(root, 'site-server', 'dist', 'server.js')],
    {
      cwd: root,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_DIR: siteDir,
        CONTENT_SERVICE_URL: `http://127.0.0.1:${PORTS.content}`,
        // nginx alone names the visitor (it takes the address from the edge alone); the edge is purged.
        TRUST_PROXY: '127.0.0.1',
        EDGE_PURGE_URLS: `http://127.0.0.1:${PORTS.edge}/`,
        CONTENT_PROXY_SECRET,
        SITE_URL,
      },
    },
  );
  service.url = `http://127.0.0.1:${port}`;
  return service;
}

/** The site servers up, and as a deployment does before it takes traffic: each page once on each (caches warm). */
async function readyAndWarm(sites) {
  await Promise.all(sites.map((site) => waitUntilUp(site, `${site.url}/healthz`, 60)));
  for (const site of sites)
    for (const url of [...PAGES, ...CONTENT_READS]) await request(`${site.url}${url}`);
  say('site servers and nginx up, pages visited once');
}

/** The first Strapi creates the schema and seeds (uploads into the shared folder); the second joins it. */
async function startStrapis(postgres) {
  const strapis = [startStrapi(0, postgres.env)];
  await waitUntilUp(strapis[0], `${strapis[0].url}/api/foia-reports`, 600);
  say('Strapi 1 up (schema created, seeded)');
  strapis.push(startStrapi(1, postgres.env));
  await waitUntilUp(strapis[1], `${strapis[1].url}/api/foia-reports`, 600);
  say('Strapi 2 up on the same database');
  return strapis;
}

/** Stops every service started (SIGTERM, SIGKILL after 10 s). */
const stopAll = () => Promise.all(services.map((service) => stopService(service)));

module.exports = { readyAndWarm, startSiteServer, startStrapi, startStrapis, stopAll, waitUntilUp };
