// What the HA test measures after the load: the limits across instances, the rows stored, the files, the counts.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { promtoolProblems } = require('../../lib/promtool');
const { postJson, request, sha256 } = require('./http');
const { FORMS, FORM_LIMIT_PER_MINUTE, PORTS, READ_BURST, READ_LIMIT_PER_SECOND, run } = require('./settings');

const OTHER_VISITOR_PAGES = 5;

/**
 * One key sent to both Strapi instances at once; a form burst and a read flood from one address through the
 * edge (Varnish names the visitor, nginx counts it), another address's pages meanwhile.
 */
async function limitsAcrossInstances(strapis, edgeUrl) {
  // -------------------------------------------------------------- one key at both Strapi instances at once
  const pairs = await Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      const id = `ha-${run}-both-${index}`;
      const key = crypto.randomUUID();
      const answers = await Promise.all(
        strapis.map((strapi) =>
          postJson(`${strapi.url}/api/school-visit-requests`, FORMS['school-visit-requests'].data(id), key),
        ),
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
      postJson(
        `${edgeUrl}/api/e-newsletters`,
        FORMS['e-newsletters'].data(`ha-${run}-burst-${index}`),
        crypto.randomUUID(),
        burstFrom,
      ).then(
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
  let overItsLimit;
  const refused = new Promise((resolve) => (overItsLimit = resolve));
  const floodDone = Promise.all(
    Array.from({ length: 3 * READ_BURST }, (_, index) =>
      request(`${edgeUrl}/api/foia-reports?pagination[page]=${1000 + index}&pagination[pageSize]=5`, {
        from: '127.0.0.98',
      }).then(
        (answer) => (answer.status === 429 && overItsLimit(), answer.status),
        (error) => error.message,
      ),
    ),
  );
  // Once that address is over its limit: another visitor's pages at once, each new to the edge (a query it
  // does not keep), so each counts at nginx. Were both addresses one client there, most would be refused.
  const otherVisitor = Promise.race([refused, floodDone]).then(() =>
    Promise.all(
      Array.from({ length: OTHER_VISITOR_PAGES }, (_, index) =>
        request(`${edgeUrl}/?other=${run}-${index}`, { from: '127.0.0.97' }).then(
          (answer) => answer.status,
          (error) => error.message,
        ),
      ),
    ),
  );
  const [flood, otherPages] = await Promise.all([floodDone, otherVisitor]);
  const floodSeconds = (Date.now() - floodStarted) / 1000;
  const floodAllowance = READ_BURST + 1 + Math.floor(floodSeconds * READ_LIMIT_PER_SECOND);

  return { pairs, burst, burstSeconds, burstAllowance, flood, floodSeconds, floodAllowance, otherPages };
}

/** The submissions as PostgreSQL holds them: lost, duplicated, the rows of the same-key pairs and the burst. */
async function whatTheDatabaseHolds(db, submissions, pairs) {
  const rowsOf = async (table, pattern) => {
    const result = await db.query(
      `SELECT email, count(*)::int AS n FROM ${table} WHERE email LIKE $1 GROUP BY email`,
      [pattern],
    );
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
      const text =
        (await request(`http://127.0.0.1:${port}/metrics`).catch(() => null))?.body.toString() ?? '';
      const total = (kind, status = '\\d+') =>
        [
          ...text.matchAll(
            new RegExp(
              `^gpa_strapi_requests_total\\{kind="${kind}",method="\\w+",status="${status}"\\} (\\d+)$`,
              'gm',
            ),
          ),
        ].reduce((sum, [, count]) => sum + Number(count), 0);
      return {
        reads: total('read'),
        formsCreated: total('form', '201'),
        files: total('file'),
        promtool: promtoolProblems(text),
      };
    }),
  );
  const nginxAnswer = (await request(`${nginxUrl}/metrics`).catch(() => null))?.body.toString() ?? '';
  return { counted, metricsPublic: /^gpa_|^process_/m.test(nginxAnswer) };
}

module.exports = { filesAndFailovers, limitsAcrossInstances, strapiCounts, whatTheDatabaseHolds };
