// An editor's and an operator's actions in the HA test: uploads, an API token, a second area build, a timed switch.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { request, sha256 } = require('./http');
const { ADMIN, AREA, AREA_PAGE, root, run, say, siteDir, sleep, workDir } = require('./settings');

/** Every /uploads/... URL in the seeded content, with its bytes' digest as Strapi serves it now. */
async function discoverUploads(strapiUrl) {
  const answer = await request(`${strapiUrl}/api/foia-reports?populate[0]=File&pagination[pageSize]=100`);
  const urls = [
    ...new Set(
      [...answer.body.toString('utf8').matchAll(/"url":"(\/uploads\/[^"]+)"/g)].map((match) => match[1]),
    ),
  ].slice(0, 10);
  if (!urls.length) throw new Error('the seeded content has no uploaded files');
  return Promise.all(
    urls.map(async (url) => ({ url, sha256: sha256((await request(`${strapiUrl}${url}`)).body) })),
  );
}

/**
 * An editor's API token, as an editor would get one in the admin panel: the first administrator
 * (registered now, or created at boot from ADMIN_EMAIL/ADMIN_PASSWORD) creates a full-access token.
 */
async function editorToken(strapiUrl) {
  const json = { 'content-type': 'application/json' };
  const post = (route, body, headers = {}) =>
    fetch(`${strapiUrl}${route}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
  let session = await post('/admin/register-admin', { firstname: 'HA', lastname: 'Test', ...ADMIN });
  if (!session.ok) session = await post('/admin/login', ADMIN);
  if (!session.ok) throw new Error(`no administrator session: ${session.status} ${await session.text()}`);
  const jwt = (await session.json()).data.token;
  const token = await post(
    '/admin/api-tokens',
    { name: `ha-${run}`, type: 'full-access', lifespan: null },
    { authorization: `Bearer ${jwt}` },
  );
  if (!token.ok) throw new Error(`no API token: ${token.status} ${await token.text()}`);
  return (await token.json()).data.accessKey;
}

/**
 * An editor's upload through the content service's balancer (Strapi's upload API); returns { url, sha256,
 * attempts }. An upload cut off by a dying Strapi (502: nginx does not resend a POST) is sent again, as the
 * editor would.
 */
async function uploadFile(contentUrl, token, name) {
  // A PDF, a type the media library takes (text files are refused: docs/security.md), unique to this upload.
  const bytes = Buffer.from(
    `%PDF-1.4\n${`% ${name}: uploaded by the HA test, run ${run}\n`.repeat(200)}%%EOF\n`,
  );
  for (let attempts = 1; ; attempts += 1) {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'application/pdf' }), `${name}.pdf`);
    const answer = await fetch(`${contentUrl}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (answer.ok) {
      const [file] = await answer.json();
      return { url: file.url, sha256: sha256(bytes), attempts };
    }
    if (answer.status < 502 || attempts === 5)
      throw new Error(`upload of ${name} answered ${answer.status}: ${await answer.text()}`);
    await sleep(500);
  }
}

/** A copy of the live area build with a marker in its server-rendered heading: a second version to release. */
function prepareAreaBuild(liveVersion) {
  const version = `${liveVersion}-ha.${run}`;
  const dist = path.join(workDir, `${AREA}-${version}`);
  fs.cpSync(path.join(siteDir, 'areas', AREA, liveVersion), dist, { recursive: true });
  const info = path.join(dist, 'build-info.json');
  fs.writeFileSync(info, JSON.stringify({ ...JSON.parse(fs.readFileSync(info, 'utf8')), version }));
  const serverBundle = path.join(dist, 'server', 'routes.js');
  const code = fs.readFileSync(serverBundle, 'utf8');
  const heading = 'Levelized Energy Adjustment Clause (LEAC)';
  if (!code.includes(heading)) throw new Error(`the ${AREA} server build has no "${heading}" to mark`);
  fs.writeFileSync(serverBundle, code.replaceAll(heading, `${heading} [build ${version}]`));
  // The version whose server code rendered the page's heading; null for a client-rendered page (no heading).
  const versionOf = (html) => {
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    return h1 ? (/\[build ([^\]]+)\]/.exec(h1)?.[1] ?? liveVersion) : null;
  };
  return { version, dist, versionOf };
}

/**
 * Runs a release or rollback command while asking each site server (directly) for the area's page every
 * 20 ms; returns per server how long after the manifest's write the first request was answered with
 * `version` (the request's start: the moment from which a visitor gets the new version).
 */
async function timedSwitch(label, script, args, siteServers, version, versionOf) {
  const seen = siteServers.map(() => null);
  let probing = true;
  const probes = siteServers.map(async (server, index) => {
    while (probing && seen[index] === null) {
      const sent = Date.now();
      const answer = await request(`${server.url}${AREA_PAGE}`, { timeoutMs: 5000 }).catch(() => null);
      if (answer?.status === 200) {
        const html = answer.body.toString('utf8');
        const live = JSON.parse(
          /<script type="application\/json" id="site-manifest">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
        )?.areas?.[AREA]?.version;
        if (live === version && versionOf(html) === version) seen[index] = sent;
      }
      await sleep(20);
    }
  });
  const command = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'release', script), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
  const written = fs.statSync(path.join(siteDir, 'site-manifest.json')).mtimeMs;
  await Promise.race([Promise.all(probes), sleep(10_000)]);
  probing = false;
  await Promise.all(probes);
  const delays = seen.map((at) => (at === null ? null : Math.max(0, Math.round(at - written))));
  say(
    `${label}: ${command.output
      .trim()
      .split('\n')
      .filter((line) => /released|rolled back|switch:|refused/.test(line))
      .join(' | ')}`,
  );
  return { code: command.code, output: command.output, delays };
}

module.exports = { discoverUploads, editorToken, prepareAreaBuild, timedSwitch, uploadFile };
