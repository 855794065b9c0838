// The HA test's faults under load: SIGKILL a site server, then a Strapi (an upload meanwhile), then release and roll back.
const { startSiteServer, startStrapi, waitUntilUp } = require('./cluster');
const { timedSwitch, uploadFile } = require('./editor');
const { createLoad } = require('./load');
const { AREA, run, siteDir, sleep } = require('./settings');

/** SIGKILLs a service under load and starts its replacement; records the requests and failures meanwhile in `kills`. */
async function killAndRestart(
  load,
  kills,
  label,
  service,
  restart,
  readyUrl,
  whileDown = async () => undefined,
) {
  const before = { requests: load.requestsSoFar(), failures: load.stats.failures.length, at: Date.now() };
  load.mark(`SIGKILL ${label}`);
  service.signal('SIGKILL');
  await service.exited;
  await Promise.all([sleep(4000), whileDown()]);
  const replacement = restart();
  load.mark(`restarting ${label}`);
  await waitUntilUp(replacement, readyUrl(replacement), 600);
  load.mark(`${label} back`);
  kills.push({
    label,
    requests: load.requestsSoFar() - before.requests,
    failures: load.stats.failures.length - before.failures,
    seconds: (Date.now() - before.at) / 1000,
  });
  return replacement;
}

/**
 * Under load: SIGKILL a site server, then Strapi 1 (an editor uploads a file meanwhile), then release and roll
 * back an area. `sites` and `strapis` get their replacements; `uploaded` the file uploaded while Strapi 1 was dead.
 */
async function killsAndSwitches({
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
}) {
  // The visitors come through the edge (Varnish, then nginx).
  const load = createLoad(edge.url, uploads, build.versionOf);
  const kills = [];
  await sleep(4000);
  const kill = (...args) => killAndRestart(load, kills, ...args);
  sites[0] = await kill(
    'site server 1',
    sites[0],
    () => startSiteServer(0),
    (site) => `${site.url}/healthz`,
  );
  await sleep(3000);
  // An editor uploads a file while Strapi 1 is dead: Strapi 2 takes it, Strapi 1 must serve it when back.
  const uploadWhileDown = async () => uploaded.push(await uploadFile(contentUrl, token, `while-down-${run}`));
  strapis[0] = await kill(
    'Strapi 1',
    strapis[0],
    () => startStrapi(0, postgres.env),
    (strapi) => `${strapi.url}/api/foia-reports`,
    uploadWhileDown,
  );
  await sleep(3000);

  load.mark(`release ${AREA} ${build.version} (prebuilt)`);
  const release = await timedSwitch(
    'release',
    'release.js',
    [AREA, '--dist', build.dist, '--site', siteDir],
    sites,
    build.version,
    build.versionOf,
  );
  await sleep(3000);
  load.mark(`rollback ${AREA} to ${liveVersion}`);
  const rollback = await timedSwitch(
    'rollback',
    'rollback.js',
    [AREA, '--site', siteDir],
    sites,
    liveVersion,
    build.versionOf,
  );
  await sleep(3000);
  load.mark('load stops; submissions in flight finish');
  await load.stop();
  return { load, kills, release, rollback };
}

module.exports = { killsAndSwitches };
