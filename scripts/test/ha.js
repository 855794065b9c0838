#!/usr/bin/env node
// npm run test:ha: no single point of failure, proven by killing processes under load. Starts, on loopback:
// Debian's PostgreSQL (a fresh cluster), two Strapi instances on it sharing one upload folder, nginx as
// their load balancer, two site servers on one shared copy of the built site (npm run build first), and
// nginx in front of both. Then, while visitors (this process, each from its own 127.0.0.x address) view
// pages, read content, download uploaded files and submit forms (retrying with the same Idempotency-Key):
// SIGKILL one site server and restart it, SIGKILL one Strapi and restart it (an editor uploads a file
// meanwhile), release one area and roll it back. It checks and prints: no failed page view, content read
// or download; every submission stored exactly once (rows counted in PostgreSQL); a key sent to both
// Strapi instances at once creates one row; no uploaded file lost; each switch seen by every site server
// within 1 s, no page mixing two versions; the per-visitor form and read limits held across instances; each
// Strapi's counts on its private metrics port; the figures.
// Bounded: stops by itself.
//
// Ports: HA_PORT_BASE (8270) .. +7 (nginx, content balancer, 2 site servers, 2 Strapi, their 2 metrics listeners), POSTGRES_PORT
// (5434). HA_REPORT=<file> writes the checks as JSON (scripts/test/all.js counts them).
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { percentile } = require('../lib/figures');
const { promtoolProblems } = require('../lib/promtool');
const { startNginx, startPostgres } = require('../lib/services');

const root = path.join(__dirname, '..', '..');
const contentDir = path.join(root, 'content-service');
const base = Number(process.env.HA_PORT_BASE ?? 8270);
const PORTS = { nginx: base, content: base + 1, sites: [base + 2, base + 3], strapis: [base + 4, base + 5], strapiMetrics: [base + 6, base + 7] };
const POSTGRES_PORT = Number(process.env.POSTGRES_PORT ?? 5434);
const AREA = 'financials';
const AREA_PAGE = '/leac';
const SWITCH_GOAL_MS = 1000;
const FORM_LIMIT_PER_MINUTE = 30;
const READ_LIMIT_PER_SECOND = 20;
const READ_BURST = 100;
// Visitors of the load, each from its own address (per-visitor limits apply to each), and their pace.
const VISITORS = 6;
const THINK_MS = 100;
const FORM_EVERY_MS = 3000;
const PAGES = ['/', AREA_PAGE, '/rates', '/corporate/about-us', '/foia-reports', '/ways-to-pay'];
const CONTENT_READS = [1, 2, 3].map((page) => `/api/foia-reports?populate[0]=File&pagination[page]=${page}&pagination[pageSize]=5`);
const FORMS = {
  'e-newsletters': {
    table: 'e_newsletters',
    data: (id) => ({ FirstName: 'Ha', LastName: `Visitor ${id}`, PhoneNumber: '671 555 0100', Email: `${id}@ha.example.org` }),
  },
  'school-visit-requests': {
    table: 'school_visit_requests',
    data: (id) => ({ Name: `Ha ${id}`, School: 'Loopback Elementary', Number: '671 555 0101', Email: `${id}@ha.example.org` }),
  },
};

const run = crypto.randomBytes(4).toString('hex');
const ADMIN = { email: `ha-${run}@example.org`, password: `Ha-${run}-Passw0rd` };
// Shared by every site server and Strapi: with it, Strapi trusts the visitor address a site server forwards.
const CONTENT_PROXY_SECRET = crypto.randomBytes(32).toString('base64url');
// The public origin (nginx): canonical URLs and the content service's one allowed browser origin.
const SITE_URL = `http://127.0.0.1:${PORTS.nginx}`;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (line) => console.log(`[${elapsed()}] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- HTTP from a chosen local address

const agents = new Map();
/** One HTTP request (keep-alive per local address); resolves { status, headers, body } or rejects. */
function request(url, { method = 'GET', headers = {}, body, from = '127.0.0.1', timeoutMs = 15_000 } = {}) {
  if (!agents.has(from)) agents.set(from, new http.Agent({ keepAlive: true, localAddress: from, maxSockets: 8 }));
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: agents.get(from), timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
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

// ---------------------------------------------------------------- processes

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-ha-'));
const siteDir = path.join(workDir, 'site'); // the shared storage of the site servers (and nginx's root)
const publicDir = path.join(workDir, 'public'); // the shared upload folder of the Strapi instances
const services = [];

/** A service in its own process group (SIGKILL to the group ends it and its children at once). */
function startService(name, command, args, { cwd, env }) {
  const log = fs.openSync(path.join(workDir, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const service = {
    name,
    child,
    exited,
    signal: (signal) => child.pid !== undefined && child.exitCode === null && child.signalCode === null && process.kill(-child.pid, signal),
  };
  services.push(service);
  return service;
}

async function waitUntilUp(service, url, seconds) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (service.child.exitCode !== null) throw new Error(`${service.name} exited with ${service.child.exitCode} (log: ${workDir}/${service.name}.log)`);
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
  const service = startService(`site-${index + 1}`, process.execPath, [path.join(root, 'site-server', 'dist', 'server.js')], {
    cwd: root,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: siteDir,
      CONTENT_SERVICE_URL: `http://127.0.0.1:${PORTS.content}`,
      TRUST_PROXY: 'loopback',
      CONTENT_PROXY_SECRET,
      SITE_URL,
    },
  });
  service.url = `http://127.0.0.1:${port}`;
  return service;
}

// ---------------------------------------------------------------- the visitors

/** One form sent until accepted, always with the same key (as the site's form does), backing off to 2 s. */
async function submitUntilAccepted(siteUrl, submission, from) {
  for (let attempt = 0; attempt < 30 && !submission.accepted; attempt += 1) {
    submission.attempts += 1;
    try {
      const answer = await postJson(`${siteUrl}/api/${submission.form}`, FORMS[submission.form].data(submission.id), submission.key, from);
      submission.accepted = answer.status === 201 || answer.status === 200;
      if (!submission.accepted) submission.statuses.push(answer.status);
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429 && answer.status !== 408) break;
    } catch (error) {
      submission.statuses.push(error.code ?? error.message);
    }
    if (!submission.accepted) await sleep(Math.min(2000, 100 * 2 ** attempt));
  }
}

/** What a page that shows a failed content read failed on (from its inlined query state), else null. */
function failedReadShown(html) {
  if (!/We couldn(?:'|&#x27;|&#39;)t load/.test(html)) return null;
  const state = JSON.parse(/<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  const failed = (state.queries ?? []).filter((query) => query.state?.status === 'error');
  return `the page shows a failed content read (${failed.map((query) => `${JSON.stringify(query.queryKey)}: ${JSON.stringify(query.state.error)}`).join('; ')})`;
}

/** A rendered page of the area whose inlined manifest, preload hints and server-rendered heading disagree: the versions each names; else null. */
function mixedVersions(html, versionOf) {
  const manifest = JSON.parse(/<script type="application\/json" id="site-manifest">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
  const version = manifest?.areas?.[AREA]?.version;
  const preloaded = [...html.matchAll(new RegExp(`/areas/${AREA}/([^/"]+)/`, 'g'))].map((match) => match[1]);
  const rendered = versionOf(html);
  if (!version || preloaded.some((seen) => seen !== version) || (rendered && rendered !== version))
    return { manifest: version, preloaded: [...new Set(preloaded)], rendered };
  return null;
}

function createLoad(siteUrl, uploads, versionOf) {
  const stats = { views: 0, reads: 0, downloads: 0, failures: [], atomicPages: 0, mixedPages: [], latencies: [] };
  const submissions = []; // { form, id, key, attempts, accepted, statuses }
  const marks = []; // { label, at }
  let running = true;

  const fail = (kind, url, what) => stats.failures.push({ kind, url, what, at: Date.now(), after: marks.at(-1)?.label ?? 'start' });

  function checkAtomic(html) {
    stats.atomicPages += 1;
    const mixed = mixedVersions(html, versionOf);
    if (mixed) stats.mixedPages.push(mixed);
  }

  async function get(kind, url, from, check) {
    const sent = Date.now();
    try {
      const answer = await request(`${siteUrl}${url}`, { from });
      stats.latencies.push(Date.now() - sent);
      if (answer.status !== 200) return fail(kind, url, `HTTP ${answer.status}`);
      const problem = check?.(answer.body);
      if (problem) fail(kind, url, problem);
    } catch (error) {
      fail(kind, url, error.message);
    }
  }

  async function submit(from, number) {
    const form = number % 2 ? 'school-visit-requests' : 'e-newsletters';
    const id = `ha-${run}-${from.split('.').pop()}-${number}`;
    const submission = { form, id, key: crypto.randomUUID(), attempts: 0, accepted: false, statuses: [] };
    submissions.push(submission);
    await submitUntilAccepted(siteUrl, submission, from);
  }

  async function visitor(index) {
    const from = `127.0.0.${20 + index}`;
    let nextForm = Date.now() + (index * FORM_EVERY_MS) / VISITORS;
    const forms = [];
    let pageViews = 0;
    for (let step = 0; running; step += 1) {
      if (Date.now() >= nextForm) {
        forms.push(submit(from, forms.length));
        nextForm += FORM_EVERY_MS;
      }
      const pick = (step + index) % 4;
      if (pick === 0 || pick === 2) {
        const url = PAGES[(pageViews++ + index) % PAGES.length];
        stats.views += 1;
        await get('page view', url, from, (body) => {
          const html = body.toString('utf8');
          const problem = failedReadShown(html);
          if (!problem && url === AREA_PAGE) checkAtomic(html);
          return problem;
        });
      } else if (pick === 1) {
        stats.reads += 1;
        await get('content read', CONTENT_READS[step % CONTENT_READS.length], from, (body) => (Array.isArray(JSON.parse(body).data) ? null : 'no data'));
      } else {
        const upload = uploads[step % uploads.length];
        stats.downloads += 1;
        await get('download', upload.url, from, (body) => (sha256(body) === upload.sha256 ? null : `${body.length} bytes, not the file`));
      }
      await sleep(THINK_MS);
    }
    await Promise.all(forms);
  }

  const visitors = Array.from({ length: VISITORS }, (_, index) => visitor(index));
  const requestsSoFar = () => stats.views + stats.reads + stats.downloads + submissions.reduce((sum, item) => sum + item.attempts, 0);
  return {
    startedAt: Date.now(),
    stats,
    submissions,
    mark(label) {
      marks.push({ label, at: Date.now(), requests: requestsSoFar(), failures: stats.failures.length });
      say(label);
    },
    marks,
    requestsSoFar,
    async stop() {
      running = false;
      await Promise.all(visitors);
    },
  };
}

const countBy = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
const sha256 = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex');

// ---------------------------------------------------------------- checks

const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}

/** Every /uploads/... URL in the seeded content, with its bytes' digest as Strapi serves it now. */
async function discoverUploads(strapiUrl) {
  const answer = await request(`${strapiUrl}/api/foia-reports?populate[0]=File&pagination[pageSize]=100`);
  const urls = [...new Set([...answer.body.toString('utf8').matchAll(/"url":"(\/uploads\/[^"]+)"/g)].map((match) => match[1]))].slice(0, 10);
  if (!urls.length) throw new Error('the seeded content has no uploaded files');
  return Promise.all(urls.map(async (url) => ({ url, sha256: sha256((await request(`${strapiUrl}${url}`)).body) })));
}

/**
 * An editor's API token, as an editor would get one in the admin panel: the first administrator
 * (registered now, or created at boot from ADMIN_EMAIL/ADMIN_PASSWORD) creates a full-access token.
 */
async function editorToken(strapiUrl) {
  const json = { 'content-type': 'application/json' };
  const post = (route, body, headers = {}) => fetch(`${strapiUrl}${route}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  let session = await post('/admin/register-admin', { firstname: 'HA', lastname: 'Test', ...ADMIN });
  if (!session.ok) session = await post('/admin/login', ADMIN);
  if (!session.ok) throw new Error(`no administrator session: ${session.status} ${await session.text()}`);
  const jwt = (await session.json()).data.token;
  const token = await post('/admin/api-tokens', { name: `ha-${run}`, type: 'full-access', lifespan: null }, { authorization: `Bearer ${jwt}` });
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
  const bytes = Buffer.from(`%PDF-1.4\n${`% ${name}: uploaded by the HA test, run ${run}\n`.repeat(200)}%%EOF\n`);
  for (let attempts = 1; ; attempts += 1) {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'application/pdf' }), `${name}.pdf`);
    const answer = await fetch(`${contentUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (answer.ok) {
      const [file] = await answer.json();
      return { url: file.url, sha256: sha256(bytes), attempts };
    }
    if (answer.status < 502 || attempts === 5) throw new Error(`upload of ${name} answered ${answer.status}: ${await answer.text()}`);
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
        const live = JSON.parse(/<script type="application\/json" id="site-manifest">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')?.areas?.[AREA]?.version;
        if (live === version && versionOf(html) === version) seen[index] = sent;
      }
      await sleep(20);
    }
  });
  const command = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'release', script), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
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

// ---------------------------------------------------------------- the run

/** SIGKILLs a service under load and starts its replacement; records the requests and failures meanwhile in `kills`. */
async function killAndRestart(load, kills, label, service, restart, readyUrl, whileDown = async () => undefined) {
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

/** One key sent to both Strapi instances at once; a form burst and a read flood from one address through nginx. */
async function limitsAcrossInstances(strapis, nginxUrl) {
  // -------------------------------------------------------------- one key at both Strapi instances at once
  const pairs = await Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      const id = `ha-${run}-both-${index}`;
      const key = crypto.randomUUID();
      const answers = await Promise.all(
        strapis.map((strapi) => postJson(`${strapi.url}/api/school-visit-requests`, FORMS['school-visit-requests'].data(id), key)),
      );
      return {
        id,
        answers: answers.map((answer) => ({
          status: answer.status,
          replayed: answer.headers['idempotent-replayed'] === 'true',
          documentId: JSON.parse(answer.body).data?.documentId,
        })),
      };
    }),
  );

  // -------------------------------------------------------------- the per-visitor form limit across instances
  const burstFrom = '127.0.0.99';
  const burstStarted = Date.now();
  const burst = await Promise.all(
    Array.from({ length: 2 * FORM_LIMIT_PER_MINUTE }, (_, index) =>
      postJson(`${nginxUrl}/api/e-newsletters`, FORMS['e-newsletters'].data(`ha-${run}-burst-${index}`), crypto.randomUUID(), burstFrom).then(
        (answer) => answer.status,
        (error) => error.message,
      ),
    ),
  );

  // nginx's bucket: the first request, a burst of the limit, and one more per (60 / limit) s the burst took.
  const burstSeconds = (Date.now() - burstStarted) / 1000;
  const burstAllowance = FORM_LIMIT_PER_MINUTE + 1 + Math.floor((burstSeconds * FORM_LIMIT_PER_MINUTE) / 60);

  // -------------------------------------------------------------- the per-visitor read limit across instances
  // Never-seen content lists (each a miss for whichever site server gets it), from one address.
  const floodStarted = Date.now();
  const flood = await Promise.all(
    Array.from({ length: 3 * READ_BURST }, (_, index) =>
      request(`${nginxUrl}/api/foia-reports?pagination[page]=${1000 + index}&pagination[pageSize]=5`, { from: '127.0.0.98' }).then(
        (answer) => answer.status,
        (error) => error.message,
      ),
    ),
  );
  const floodSeconds = (Date.now() - floodStarted) / 1000;
  const floodAllowance = READ_BURST + 1 + Math.floor(floodSeconds * READ_LIMIT_PER_SECOND);

  return { pairs, burst, burstSeconds, burstAllowance, flood, floodSeconds, floodAllowance };
}

/** The submissions as PostgreSQL holds them: lost, duplicated, the rows of the same-key pairs and the burst. */
async function whatTheDatabaseHolds(db, submissions, pairs) {
  const rowsOf = async (table, pattern) => {
    const result = await db.query(`SELECT email, count(*)::int AS n FROM ${table} WHERE email LIKE $1 GROUP BY email`, [pattern]);
    return new Map(result.rows.map((row) => [row.email, row.n]));
  };
  const stored = {};
  for (const [form, { table }] of Object.entries(FORMS)) stored[form] = await rowsOf(table, `ha-${run}-%`);
  const accepted = submissions.filter((item) => item.accepted);
  const rowsFor = (item) => stored[item.form].get(`${item.id}@ha.example.org`) ?? 0;
  const lost = accepted.filter((item) => rowsFor(item) === 0);
  const duplicated = submissions.filter((item) => rowsFor(item) > 1);
  const notAccepted = submissions.filter((item) => !item.accepted);
  const pairRows = pairs.map((pair) => stored['school-visit-requests'].get(`${pair.id}@ha.example.org`) ?? 0);
  const burstRows = [...stored['e-newsletters'].keys()].filter((email) => email.includes('-burst-')).length;
  const claims = (await db.query('SELECT count(*)::int AS n FROM gpa_form_claims')).rows[0].n;

  return { accepted, lost, duplicated, notAccepted, pairRows, burstRows, claims };
}

/** Prints the figures of the run. */
function printFigures(figures) {
  const {
    loadSeconds,
    kills,
    uploads,
    uploaded,
    refusedUpstream,
    noLiveUpstreams,
    release,
    rollback,
    pairs,
    burst,
    burstSeconds,
    burstAllowance,
    flood,
    floodSeconds,
    floodAllowance,
    strapiMetrics,
  } = figures;
  const { stats, submissions, accepted, lost, duplicated, pairRows, claims } = figures;
  console.log(
    `\n== figures (run ${run}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `load:          ${VISITORS} visitors for ${loadSeconds.toFixed(0)} s: ${stats.views} page views, ${stats.reads} content reads, ${stats.downloads} downloads, ${submissions.length} form submissions (${submissions.reduce((sum, item) => sum + item.attempts, 0)} attempts)`,
  );
  console.log(
    `latency:       p50 ${percentile(stats.latencies, 50)} ms, p95 ${percentile(stats.latencies, 95)} ms, max ${Math.max(0, ...stats.latencies)} ms (page views, reads, downloads)`,
  );
  for (const item of kills)
    console.log(
      `kill:          ${item.label}: ${item.requests} requests from the kill until it was back (${item.seconds.toFixed(1)} s), ${item.failures} failed`,
    );
  console.log(
    `uploads:       ${uploads.length} seeded files, ${uploaded.length} uploaded by an editor (${uploaded.map((upload) => `${upload.attempts} attempt(s)`).join(', ')}; the second while Strapi 1 was dead)`,
  );
  console.log(
    `nginx:         ${refusedUpstream} refused connections to a dead instance (the request went to the other one), ${noLiveUpstreams} times no live instance`,
  );
  const retried = submissions.filter((item) => item.attempts > 1);
  console.log(
    `forms:         ${accepted.length} of ${submissions.length} accepted; ${retried.length} needed retries (${retried.flatMap((item) => item.statuses).join(', ') || 'none'}); stored ${accepted.length - lost.length}, lost ${lost.length}, duplicated ${duplicated.length}`,
  );
  console.log(`both Strapi:   ${pairs.length} keys sent to both at once: ${pairRows.filter((n) => n === 1).length} stored once; claims table ${claims} rows`);
  console.log(
    `switches:      release seen by the site servers after ${release.delays.join(' and ')} ms, rollback after ${rollback.delays.join(' and ')} ms; ${stats.atomicPages} pages of ${AREA_PAGE} checked, ${stats.mixedPages.length} mixed`,
  );
  console.log(
    `read limit:    ${flood.length} never-seen content reads from one address in ${floodSeconds.toFixed(1)} s: ${flood.filter((status) => status !== 429).length} passed nginx (it allows ${floodAllowance}), ${flood.filter((status) => status === 429).length} refused with 429 (limit ${READ_LIMIT_PER_SECOND}/s, burst ${READ_BURST}, per address, two site servers)`,
  );
  console.log(
    `form limit:    ${burst.length} sign-ups at once from one address in ${burstSeconds.toFixed(1)} s: ${burst.filter((status) => status === 201).length} accepted (nginx allows ${burstAllowance}), ${burst.filter((status) => status === 429).length} refused with 429 (limit ${FORM_LIMIT_PER_MINUTE}/min per address, two site servers, two Strapi)`,
  );
  console.log(
    `Strapi counts: ${strapiMetrics.counted.map(({ reads, formsCreated, files }, index) => `Strapi ${index + 1} ${reads} reads, ${formsCreated} forms created, ${files} files`).join('; ')} (since its last start, on its private metrics port)`,
  );
  console.log('');
}

/** Checks each goal of the run (a failed check fails the run). */
function checkGoals(figures) {
  const { uploaded, uploadChecks, release, rollback, pairs, burst, burstAllowance, flood, floodAllowance } = figures;
  const { stats, submissions, lost, duplicated, notAccepted, pairRows, burstRows } = figures;
  const failuresByKind = (kind) => stats.failures.filter((item) => item.kind === kind);
  const describe = (items) =>
    items
      .slice(0, 5)
      .map((item) => `${item.url} ${item.what} (at ${((item.at - started) / 1000).toFixed(1)} s, after "${item.after}")`)
      .join('; ');
  check(
    'no failed page view',
    failuresByKind('page view').length === 0 && stats.views > 0,
    `${failuresByKind('page view').length} of ${stats.views} ${describe(failuresByKind('page view'))}`,
  );
  check(
    'no failed content read',
    failuresByKind('content read').length === 0 && stats.reads > 0,
    `${failuresByKind('content read').length} of ${stats.reads} ${describe(failuresByKind('content read'))}`,
  );
  check(
    'no failed download of an uploaded file',
    failuresByKind('download').length === 0 && stats.downloads > 0,
    `${failuresByKind('download').length} of ${stats.downloads} ${describe(failuresByKind('download'))}`,
  );
  check(
    'every form submission accepted (retries with the same key)',
    notAccepted.length === 0 && submissions.length > 0,
    notAccepted.map((item) => `${item.id}: ${item.statuses.join(',')}`).join('; '),
  );
  check(
    'every accepted submission stored exactly once in PostgreSQL',
    lost.length === 0 && duplicated.length === 0,
    `lost ${lost.length}, duplicated ${duplicated.length}`,
  );
  check(
    'one key sent to both Strapi instances at once: one row, one create, the same answer',
    pairRows.every((n) => n === 1) &&
      pairs.every(
        (pair) =>
          pair.answers.every((answer) => answer.status === 201) &&
          pair.answers.filter((answer) => !answer.replayed).length === 1 &&
          pair.answers[0].documentId === pair.answers[1].documentId,
      ),
    JSON.stringify(pairs.find((pair, index) => pairRows[index] !== 1 || pair.answers.filter((answer) => !answer.replayed).length !== 1) ?? ''),
  );
  check(
    'no uploaded file lost: the seeded ones and those uploaded before and during the Strapi kill, same bytes through nginx and from each Strapi',
    uploadChecks.every(Boolean) && uploaded.length === 2,
    `${uploadChecks.filter(Boolean).length} of ${uploadChecks.length} (${uploaded.map((upload) => `${upload.url} in ${upload.attempts} attempt(s)`).join(', ')})`,
  );
  check('the release went live', release.code === 0, release.code ? release.output : '');
  check('the rollback went live', rollback.code === 0, rollback.code ? rollback.output : '');
  for (const [label, { delays }] of Object.entries({ release, rollback }))
    check(
      `the ${label} reached every site server within ${SWITCH_GOAL_MS} ms`,
      delays.every((ms) => ms !== null && ms <= SWITCH_GOAL_MS),
      `${delays.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ')}`,
    );
  check(
    'no page rendered by one version with code or data of another',
    stats.mixedPages.length === 0 && stats.atomicPages > 0,
    JSON.stringify(stats.mixedPages.slice(0, 3)),
  );
  const acceptedBurst = burst.filter((status) => status === 201).length;
  check(
    'the per-address form limit holds across instances',
    acceptedBurst >= FORM_LIMIT_PER_MINUTE && acceptedBurst <= burstAllowance && burstRows === acceptedBurst,
    `${acceptedBurst} accepted of ${burst.length} (at most ${burstAllowance}), ${burstRows} stored; answers: ${JSON.stringify(countBy(burst))}`,
  );
  const passedFlood = flood.filter((status) => status !== 429).length;
  check(
    'the per-address read limit holds across instances',
    passedFlood >= READ_BURST && passedFlood <= floodAllowance,
    `${passedFlood} passed of ${flood.length} (at most ${floodAllowance}); answers: ${JSON.stringify(countBy(flood))}`,
  );
}

/** Each Strapi's own counts, read on its private port after the run; nginx does not serve them. */
function checkStrapiCounts({ strapiMetrics, burst }) {
  const { counted, metricsPublic } = strapiMetrics;
  check(
    'each Strapi counts what it answered on its private metrics port (promtool finds no problem), which nginx does not serve',
    counted.every(({ reads, files, promtool }) => reads + files > 0 && (promtool === '' || promtool === null)) &&
      counted.reduce((sum, { formsCreated }) => sum + formsCreated, 0) >= burst.filter((status) => status === 201).length &&
      !metricsPublic,
    `${counted.map(({ reads, formsCreated, files, promtool }) => `${reads} reads, ${formsCreated} forms created, ${files} files, promtool: ${promtool === null ? 'not installed' : promtool || 'no problem'}`).join('; ')}; counts through nginx: ${metricsPublic ? 'served' : 'none'}`,
  );
}

function reportAndCheck(figures) {
  printFigures(figures);
  checkGoals(figures);
  checkStrapiCounts(figures);
}

/**
 * Under load: SIGKILL a site server, then Strapi 1 (an editor uploads a file meanwhile), then release and roll
 * back an area. `sites` and `strapis` get their replacements; `uploaded` the file uploaded while Strapi 1 was dead.
 */
async function killsAndSwitches({ nginx, uploads, build, sites, strapis, postgres, contentUrl, token, uploaded, liveVersion }) {
  const load = createLoad(nginx.url, uploads, build.versionOf);
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
  const release = await timedSwitch('release', 'release.js', [AREA, '--dist', build.dist, '--site', siteDir], sites, build.version, build.versionOf);
  await sleep(3000);
  load.mark(`rollback ${AREA} to ${liveVersion}`);
  const rollback = await timedSwitch('rollback', 'rollback.js', [AREA, '--site', siteDir], sites, liveVersion, build.versionOf);
  await sleep(3000);
  load.mark('load stops; submissions in flight finish');
  await load.stop();
  return { load, kills, release, rollback };
}

/** The site servers up, and as a deployment does before it takes traffic: each page once on each (caches warm). */
async function readyAndWarm(sites) {
  await Promise.all(sites.map((site) => waitUntilUp(site, `${site.url}/healthz`, 60)));
  for (const site of sites) for (const url of [...PAGES, ...CONTENT_READS]) await request(`${site.url}${url}`);
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

/** Every uploaded file, through nginx and from each Strapi directly: the same bytes as at the start? And how often nginx failed over. */
async function filesAndFailovers(files, nginx, strapis) {
  const uploadChecks = await Promise.all(
    files.flatMap((upload) =>
      [nginx.url, ...strapis.map((strapi) => strapi.url)].map(async (origin) => {
        const answer = await request(`${origin}${upload.url}`).catch(() => null);
        return answer?.status === 200 && sha256(answer.body) === upload.sha256;
      }),
    ),
  );
  const nginxLog = fs.existsSync(nginx.errorLog) ? fs.readFileSync(nginx.errorLog, 'utf8') : '';
  const refusedUpstream = (nginxLog.match(/connect\(\) failed/g) ?? []).length;
  const noLiveUpstreams = (nginxLog.match(/no live upstreams/g) ?? []).length;
  return { uploadChecks, refusedUpstream, noLiveUpstreams };
}

/** What each Strapi counted on its private metrics port (requests by kind and status), and what nginx answers for /metrics. */
async function strapiCounts(nginxUrl) {
  const counted = await Promise.all(
    PORTS.strapiMetrics.map(async (port) => {
      const text = (await request(`http://127.0.0.1:${port}/metrics`).catch(() => null))?.body.toString() ?? '';
      const total = (kind, status = '\\d+') =>
        [...text.matchAll(new RegExp(`^gpa_strapi_requests_total\\{kind="${kind}",method="\\w+",status="${status}"\\} (\\d+)$`, 'gm'))].reduce(
          (sum, [, count]) => sum + Number(count),
          0,
        );
      return { reads: total('read'), formsCreated: total('form', '201'), files: total('file'), promtool: promtoolProblems(text) };
    }),
  );
  const nginxAnswer = (await request(`${nginxUrl}/metrics`).catch(() => null))?.body.toString() ?? '';
  return { counted, metricsPublic: /^gpa_|^process_/m.test(nginxAnswer) };
}

async function main() {
  if (!fs.existsSync(path.join(root, 'deploy', 'site', 'site-manifest.json'))) throw new Error('no built site: run npm run build first');
  fs.cpSync(path.join(root, 'deploy', 'site'), siteDir, { recursive: true });
  fs.mkdirSync(publicDir);
  say(
    `work folder ${workDir}; PostgreSQL on ${POSTGRES_PORT}, nginx on ${PORTS.nginx}, content balancer on ${PORTS.content}, site servers on ${PORTS.sites.join(' and ')}, Strapi on ${PORTS.strapis.join(' and ')}`,
  );
  const postgres = startPostgres({ port: POSTGRES_PORT });
  let nginx;
  try {
    const strapis = await startStrapis(postgres);
    const sites = [startSiteServer(0), startSiteServer(1)];
    nginx = await startNginx({
      port: PORTS.nginx,
      siteDir,
      siteServers: sites.map((site) => site.url),
      formLimitPerMinute: FORM_LIMIT_PER_MINUTE,
      readLimitPerSecond: READ_LIMIT_PER_SECOND,
      readBurst: READ_BURST,
      content: { port: PORTS.content, servers: strapis.map((strapi) => strapi.url) },
    });
    await readyAndWarm(sites);

    const uploads = await discoverUploads(strapis[0].url);
    const contentUrl = `http://127.0.0.1:${PORTS.content}`;
    const token = await editorToken(strapis[0].url);
    const uploaded = [await uploadFile(contentUrl, token, `before-${run}`)];
    const liveVersion = JSON.parse(fs.readFileSync(path.join(siteDir, 'site-manifest.json'), 'utf8')).areas[AREA].version;
    const build = prepareAreaBuild(liveVersion);
    const db = new (require(require.resolve('pg', { paths: [contentDir] })).Client)({
      host: '127.0.0.1',
      port: POSTGRES_PORT,
      user: 'postgres',
      database: postgres.env.DATABASE_NAME,
    });
    await db.connect();

    const { load, kills, release, rollback } = await killsAndSwitches({
      nginx,
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

    const { pairs, burst, burstSeconds, burstAllowance, flood, floodSeconds, floodAllowance } = await limitsAcrossInstances(strapis, nginx.url);

    const held = await whatTheDatabaseHolds(db, load.submissions, pairs);

    const { uploadChecks, refusedUpstream, noLiveUpstreams } = await filesAndFailovers([...uploads, ...uploaded], nginx, strapis);
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
      pairs,
      burst,
      burstSeconds,
      burstAllowance,
      flood,
      floodSeconds,
      floodAllowance,
      strapiMetrics: await strapiCounts(nginx.url),
    };
    reportAndCheck({ ...figures, ...held, stats: load.stats, submissions: load.submissions });
  } finally {
    await Promise.all(services.map((service) => stopService(service)));
    if (nginx && fs.existsSync(nginx.errorLog)) fs.copyFileSync(nginx.errorLog, path.join(workDir, 'nginx-error.log'));
    await nginx?.stop();
    postgres.stop();
    for (const agent of agents.values()) agent.destroy();
  }
}

main()
  .catch((error) => {
    console.error(error);
    check('the setup ran', false, error.message);
  })
  .finally(() => {
    const failed = checks.filter((item) => !item.ok).length;
    if (process.env.HA_REPORT) fs.writeFileSync(process.env.HA_REPORT, JSON.stringify({ passed: checks.length - failed, failed, checks }, null, 2));
    if (!failed) fs.rmSync(workDir, { recursive: true, force: true });
    else console.log(`logs kept in ${workDir}`);
    console.log(
      `\nHA checks ${failed ? 'FAILED' : 'passed'}: ${checks.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    process.exit(failed ? 1 : 0);
  });
