// The HA test's visitors: page views, content reads, downloads and form submissions from their own addresses.
const crypto = require('node:crypto');
const { postJson, request, sha256 } = require('./http');
const {
  AREA,
  AREA_PAGE,
  CONTENT_READS,
  FORMS,
  FORM_EVERY_MS,
  PAGES,
  THINK_MS,
  VISITORS,
  run,
  say,
  sleep,
} = require('./settings');

/** One form sent until accepted, always with the same key (as the site's form does), backing off to 2 s. */
async function submitUntilAccepted(siteUrl, submission, from) {
  for (let attempt = 0; attempt < 30 && !submission.accepted; attempt += 1) {
    submission.attempts += 1;
    try {
      const answer = await postJson(
        `${siteUrl}/api/${submission.form}`,
        FORMS[submission.form].data(submission.id),
        submission.key,
        from,
      );
      submission.accepted = answer.status === 201 || answer.status === 200;
      if (!submission.accepted) submission.statuses.push(answer.status);
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429 && answer.status !== 408)
        break;
    } catch (error) {
      submission.statuses.push(error.code ?? error.message);
    }
    if (!submission.accepted) await sleep(Math.min(2000, 100 * 2 ** attempt));
  }
}

/** What a page that shows a failed content read failed on (from its inlined query state), else null. */
function failedReadShown(html) {
  if (!/We couldn(?:'|&#x27;|&#39;)t load/.test(html)) return null;
  const state = JSON.parse(
    /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  );
  const failed = (state.queries ?? []).filter((query) => query.state?.status === 'error');
  return `the page shows a failed content read (${failed.map((query) => `${JSON.stringify(query.queryKey)}: ${JSON.stringify(query.state.error)}`).join('; ')})`;
}

/** A rendered page of the area whose inlined manifest, preload hints and server-rendered heading disagree: the versions each names; else null. */
function mixedVersions(html, versionOf) {
  const manifest = JSON.parse(
    /<script type="application\/json" id="site-manifest">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  );
  const version = manifest?.areas?.[AREA]?.version;
  const preloaded = [...html.matchAll(new RegExp(`/areas/${AREA}/([^/"]+)/`, 'g'))].map((match) => match[1]);
  const rendered = versionOf(html);
  if (!version || preloaded.some((seen) => seen !== version) || (rendered && rendered !== version))
    return { manifest: version, preloaded: [...new Set(preloaded)], rendered };
  return null;
}

/**
 * Which tier wrote a failed answer, for the report: the edge's verdict on its copy (X-Edge-Cache: a fetch that
 * failed comes back "stale"), and the answer's title or first words (the edge's own sentence, the site's page
 * for an address it cannot show, nginx's error page, or a site server's JSON error).
 */
function answeredBy({ headers, body }) {
  const text = body.toString('utf8');
  const words = (/<title>([^<]*)<\/title>/i.exec(text)?.[1] ?? text).replace(/\s+/g, ' ').trim().slice(0, 80);
  return `[edge ${headers['x-edge-cache'] ?? 'none'}, ${headers['x-request-id'] ?? 'no id'}: "${words}"]`;
}

/** The load's counters and its GET, which times each answer and records what failed (after which mark). */
function createRecorder(siteUrl, versionOf, marks) {
  const stats = {
    views: 0,
    reads: 0,
    downloads: 0,
    failures: [],
    atomicPages: 0,
    mixedPages: [],
    latencies: [],
  };

  const fail = (kind, url, what) =>
    stats.failures.push({ kind, url, what, at: Date.now(), after: marks.at(-1)?.label ?? 'start' });

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
      if (answer.status !== 200) return fail(kind, url, `HTTP ${answer.status} ${answeredBy(answer)}`);
      const problem = check?.(answer.body);
      if (problem) fail(kind, url, problem);
    } catch (error) {
      fail(kind, url, error.message);
    }
  }

  return { stats, checkAtomic, get };
}

function createLoad(siteUrl, uploads, versionOf) {
  const submissions = []; // { form, id, key, attempts, accepted, statuses }
  const marks = []; // { label, at }
  const { stats, checkAtomic, get } = createRecorder(siteUrl, versionOf, marks);
  let running = true;

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
        await get('content read', CONTENT_READS[step % CONTENT_READS.length], from, (body) =>
          Array.isArray(JSON.parse(body).data) ? null : 'no data',
        );
      } else {
        const upload = uploads[step % uploads.length];
        stats.downloads += 1;
        await get('download', upload.url, from, (body) =>
          sha256(body) === upload.sha256 ? null : `${body.length} bytes, not the file`,
        );
      }
      await sleep(THINK_MS);
    }
    await Promise.all(forms);
  }

  const visitors = Array.from({ length: VISITORS }, (_, index) => visitor(index));
  const requestsSoFar = () =>
    stats.views + stats.reads + stats.downloads + submissions.reduce((sum, item) => sum + item.attempts, 0);
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

module.exports = { createLoad };
