// The site's changes seen through the edge: a published notice (purged, not expired), a release and a
// rollback of an area, a canary visitor and a stable one each getting their own versions, and a tester link.
const crypto = require('node:crypto');
const { PORTS, CANARY_AREA, check, timeUntil, pageText, rawRequest } = require('./harness');

/** Cohort ids in and out of a canary of `percent` for the area (the site server's draw: canary/visitorManifest.ts). */
function cohorts(percent) {
  const bucket = (id) =>
    crypto.createHash('sha256').update(`${CANARY_AREA}:${id}`).digest().readUInt32BE(0) % 100;
  const ids = Array.from({ length: 64 }, (_, n) =>
    crypto.createHash('md5').update(String(n)).digest('hex').slice(0, 16),
  );
  return {
    inCanary: ids.find((id) => bucket(id) < percent),
    stable: ids.find((id) => bucket(id) >= percent),
  };
}

async function publishNotice(notices, warmed, secret) {
  const title = `Edge test notice ${crypto.randomBytes(3).toString('hex')}`;
  const kept = await pageText(warmed[0]);
  notices.push({
    id: 1,
    documentId: 'edgeTestNotice1',
    Title: title,
    description: 'Typhoon warning: the edge test.',
    Severity: 'warning',
  });
  const publishing = performance.now();
  const noticed = fetch(`http://127.0.0.1:${PORTS.site}/_content-changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.publish', uid: 'api::website-notification.website-notification' }),
  });
  let first;
  const ms = await timeUntil(async () => {
    const page = await pageText(warmed[0]);
    first ??= page.html.includes(title) ? page : undefined;
    return Boolean(first);
  });
  check(
    'a published notice is on the page through the edge',
    ms !== undefined,
    `after ${ms} ms (goal 1000 ms)`,
  );
  // Purged, not expired: the copy kept before had time left, and the first answer is a copy made since the
  // publish (a miss, or the site's warmer's refill, edge/edgeWarm.ts: Age counts whole seconds).
  const sincePublish = Math.ceil((performance.now() - publishing) / 1000);
  const keptLeft = kept.keptFor - kept.age;
  check(
    '... because the page was purged (its first answer a copy made since the publish), not expired',
    kept.cache === 'hit' &&
      keptLeft > sincePublish &&
      first !== undefined &&
      (first.cache === 'miss' || first.age <= sincePublish),
    `kept before: ${kept.cache}, ${keptLeft} s left; first answer: ${first?.cache}, made ${first?.age} s ` +
      `before, the publish ${sincePublish} s before`,
  );
  await noticed;
  // A render refused while the edge is warmed anew is answered client-rendered (the notice shows after the
  // script runs): each page is asked until its HTML has it.
  const times = await Promise.all(
    warmed.map((pagePath) => timeUntil(async () => (await pageText(pagePath)).html.includes(title), 5000)),
  );
  check(
    '... and on every warmed page',
    times.every((ms) => ms !== undefined),
    `${times.filter((ms) => ms !== undefined).length} of ${warmed.length}, the last after ${Math.max(...times.map((ms) => ms ?? Infinity))} ms`,
  );
  return title;
}

/** A tester link (canary/testerLink.ts) followed through the edge: the tester then gets the canary, whatever the draw. */
async function testerLink(site, testerSecret, stableCookie) {
  const signature = crypto
    .createHmac('sha256', testerSecret)
    .update(`${CANARY_AREA}:${site.canary}`)
    .digest('base64url');
  const join = await rawRequest(`/canary/join?token=${CANARY_AREA}.${site.canary}.${signature}`);
  const tester = /gpa-canary-tester=[^;]*/.exec([join.headers['set-cookie'] ?? []].flat().join('; '))?.[0];
  const page = await pageText('/', `${stableCookie}; ${tester}`);
  check(
    'a tester link through the edge gets the canary',
    Boolean(tester) && page.html.includes(`/areas/${CANARY_AREA}/${site.canary}/`),
    `join answered ${join.status}, ${tester ? 'tester cookie set' : 'no tester cookie'}; a stable visitor with it got the ${page.html.includes(`/areas/${CANARY_AREA}/${site.canary}/`) ? 'canary' : 'stable version'}`,
  );
}

/**
 * A canary of the area for half the visitors; each visitor's version kept at the edge. `log.warmedAfter`: the
 * site's purges of the change are all sent (its repeat purge comes before its warming) before "kept" is judged.
 */
async function canaryVersions(site, testerSecret, log) {
  const { inCanary, stable } = cohorts(50);
  const areaPath = (version) => `/areas/${CANARY_AREA}/${version}/`;
  const entry = site.manifest.areas[CANARY_AREA];
  const switched = Date.now();
  site.write({
    ...site.manifest,
    areas: {
      ...site.manifest.areas,
      [CANARY_AREA]: {
        ...entry,
        canary: {
          version: site.canary,
          entry: entry.entry.replace(site.stable, site.canary),
          routes: entry.routes,
          percent: 50,
          since: new Date().toISOString(),
        },
      },
    },
  });
  await log.warmedAfter(switched);
  const visitor = async (id) => {
    const first = await pageText('/', `gpa-cohort=${id}`);
    const versions = /gpa-versions=([^;]*)/.exec(first.setCookie ?? '')?.[1] ?? '';
    const cookie = `gpa-cohort=${id}${versions ? `; gpa-versions=${versions}` : ''}`;
    const ms = await timeUntil(async () => (await pageText('/', cookie)).cache === 'hit');
    return { ...(await pageText('/', cookie)), ms };
  };
  const canaryPage = await visitor(inCanary);
  const stablePage = await visitor(stable);
  const seen = (page) =>
    `${page.html.includes(areaPath(site.canary)) ? 'canary' : 'stable'} version, ${page.cache} after ${page.ms} ms`;
  check(
    'a canary visitor gets the canary through the edge, kept',
    canaryPage.html.includes(areaPath(site.canary)) && canaryPage.cache === 'hit',
    seen(canaryPage),
  );
  check(
    'a stable visitor gets the stable version through the edge, kept',
    stablePage.html.includes(areaPath(site.stable)) &&
      !stablePage.html.includes(areaPath(site.canary)) &&
      stablePage.cache === 'hit',
    seen(stablePage),
  );
  await testerLink(site, testerSecret, `gpa-cohort=${stable}`);
}

/** The media library's notice for a file (a webhook as Strapi sends it), to the site server. */
const mediaNotice = (event, url, secret) =>
  fetch(`http://127.0.0.1:${PORTS.site}/_content-changes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event, media: { url } }),
  });

/**
 * An uploaded file kept at the edge under its own key (a day, as the content service says), replaced and then
 * deleted in the media library: each notice purges it, so the next answer is the new file, then a 404.
 */
async function uploadReplacedAndDeleted(files, secret) {
  const address = `/uploads/edge-test-${crypto.randomBytes(3).toString('hex')}.txt`;
  files.set(address, 'the first version');
  await rawRequest(address);
  const kept = await rawRequest(`${address}?v=2`);
  files.set(address, 'the replacement');
  await mediaNotice('media.update', address, secret);
  let replaced;
  const replacedMs = await timeUntil(async () => {
    const answer = await rawRequest(address);
    replaced ??= answer.body.toString() === 'the replacement' ? answer : undefined;
    return Boolean(replaced);
  });
  files.delete(address);
  await mediaNotice('media.delete', address, secret);
  const deletedMs = await timeUntil(async () => (await rawRequest(address)).status === 404);
  check(
    'an uploaded file is kept at the edge and purged when replaced or deleted',
    kept.headers['x-edge-cache'] === 'hit' &&
      kept.body.toString() === 'the first version' &&
      replaced?.headers['x-edge-cache'] === 'miss' &&
      deletedMs !== undefined,
    `kept: ${kept.headers['x-edge-cache']}; replaced: the new file ${replacedMs === undefined ? 'never' : `after ${replacedMs} ms (${replaced.headers['x-edge-cache']})`}; deleted: 404 ${deletedMs === undefined ? 'never' : `after ${deletedMs} ms`}`,
  );
}

async function releaseAndRollback(site, warmedPage) {
  const areaPath = (version) => `/areas/${CANARY_AREA}/${version}/`;
  const release = (version) =>
    site.write({
      ...site.manifest,
      areas: {
        ...site.manifest.areas,
        [CANARY_AREA]: {
          ...site.manifest.areas[CANARY_AREA],
          version,
          entry: site.manifest.areas[CANARY_AREA].entry.replace(site.stable, version),
        },
      },
    });
  release(site.canary);
  const released = await timeUntil(async () =>
    (await pageText(warmedPage)).html.includes(areaPath(site.canary)),
  );
  check(
    "a release: the area's pages follow through the edge",
    released !== undefined,
    `after ${released} ms`,
  );
  release(site.stable);
  const rolledBack = await timeUntil(
    async () => !(await pageText(warmedPage)).html.includes(areaPath(site.canary)),
  );
  check('a rollback: the pages follow through the edge', rolledBack !== undefined, `after ${rolledBack} ms`);
  // Kept again before the outage.
  await timeUntil(async () => (await pageText(warmedPage)).cache === 'hit');
}

module.exports = { publishNotice, uploadReplacedAndDeleted, canaryVersions, releaseAndRollback };
