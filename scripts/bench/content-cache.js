#!/usr/bin/env node
// Prints how many content list requests per second Strapi serves directly and through the site
// server's short cache. Loopback only, a bounded number of requests.
// Usage: node scripts/bench/content-cache.js [siteUrl] [strapiUrl] [requests]
const [site = 'http://127.0.0.1:8080', strapi = 'http://127.0.0.1:1337', count = '400'] =
  process.argv.slice(2);
const PATH = '/api/foia-reports?populate[0]=File';
const CONCURRENCY = 10;

async function measure(base) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < Number(count)) {
      next += 1;
      const response = await fetch(base + PATH, { headers: { 'Strapi-Response-Format': 'v4' } });
      if (!response.ok) failed += 1;
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: Number(count) / seconds, failed };
}

(async () => {
  for (const [label, base] of [
    ['Strapi directly', strapi],
    ['site server (cached)', site],
  ]) {
    const { perSecond, failed } = await measure(base);
    console.log(
      `${label.padEnd(22)} ${perSecond.toFixed(0).padStart(6)} requests/s  (${count} requests, ${CONCURRENCY} at a time, ${failed} failed)`,
    );
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
