// How server renders read the content API: straight from the content service (one hop, like the proxy),
// through a short cache of their own so a burst of renders of one page asks the content service once.
const V4_HEADERS = { Accept: 'application/json', 'Strapi-Response-Format': 'v4' };

function createContentFetch({ contentUrl, ttlMs = 5000, maxEntries = 500 }) {
  const cache = new Map(); // url -> { expires, body: Promise }

  /** `url`: what the browser would request, "/api/leacs?..." (or an absolute URL of another content service). */
  return function fetchContent(url, signal) {
    const target = /^https?:\/\//i.test(url) ? url : new URL(url, contentUrl).href;
    const hit = cache.get(target);
    if (hit && hit.expires > Date.now()) return hit.body;
    const body = fetch(target, { headers: V4_HEADERS, signal }).then(async (response) => {
      if (!response.ok) throw new Error(`Content request ${url} failed (${response.status})`);
      return response.json();
    });
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
    cache.set(target, { expires: Date.now() + ttlMs, body });
    // Failures are not kept: the next render asks again.
    body.catch(() => cache.delete(target));
    return body;
  };
}

module.exports = { createContentFetch };
