#!/usr/bin/env node
'use strict';

/**
 * Smoke test of a running content service against the catalog:
 *  - every 'read' collection answers 200 with at least one item (v4 response format);
 *  - every 'create' collection refuses public reads (401/403);
 *  - every media url found in the answers is served (GET /uploads/... -> 200).
 *
 * Usage: node scripts/check-collections.js [baseUrl]   (default http://127.0.0.1:$PORT or 1337)
 * Exit code 1 when a check fails.
 */
const catalog = require('@gpa/content-catalog');

const BASE = (
  process.argv[2] ||
  process.env.CONTENT_URL ||
  `http://127.0.0.1:${process.env.PORT || 1337}`
).replace(/\/$/, '');
const CHECK_FILES = process.env.CHECK_FILES !== 'false';

function collectUrls(value, out) {
  if (Array.isArray(value)) value.forEach((v) => collectUrls(v, out));
  else if (value && typeof value === 'object') {
    if (typeof value.url === 'string' && value.url.startsWith('/uploads/')) out.add(value.url);
    Object.values(value).forEach((v) => collectUrls(v, out));
  }
  return out;
}

async function main() {
  let failures = 0;
  const urls = new Set();
  const rows = [];
  for (const entry of catalog) {
    const res = await fetch(`${BASE}/api/${entry.plural}?populate=*&pagination[pageSize]=1000`, {
      headers: { 'Strapi-Response-Format': 'v4' },
    });
    const body = await res.json().catch(() => ({}));
    let ok;
    let detail;
    if (entry.access === 'read') {
      const count = Array.isArray(body.data) ? body.data.length : 0;
      const firstHasAttributes = count > 0 && body.data[0].attributes !== undefined;
      ok = res.status === 200 && count >= 1 && firstHasAttributes;
      detail = `${count} item(s)`;
      collectUrls(body.data, urls);
    } else {
      ok = res.status === 401 || res.status === 403;
      detail = 'public read refused';
    }
    if (!ok) failures += 1;
    rows.push(
      `${ok ? 'ok  ' : 'FAIL'} ${String(res.status).padEnd(4)} ${entry.access.padEnd(6)} ${entry.plural.padEnd(48)} ${detail}`,
    );
  }
  console.log(rows.join('\n'));

  if (CHECK_FILES) {
    let fileFailures = 0;
    for (const url of urls) {
      const res = await fetch(`${BASE}${url}`, { method: 'HEAD' });
      if (res.status !== 200) {
        fileFailures += 1;
        console.log(`FAIL file ${res.status} ${url}`);
      }
    }
    failures += fileFailures;
    console.log(`files: ${urls.size - fileFailures}/${urls.size} media urls answer 200`);
  }

  const read = catalog.filter((c) => c.access === 'read').length;
  console.log(
    `collections: ${catalog.length} (${read} read, ${catalog.length - read} create-only), failures: ${failures}`,
  );
  process.exit(failures ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
