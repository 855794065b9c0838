// The address the page and the service worker's offline page probe to learn whether the network answers:
// answered by the site server (and nginx, and the edge), never by the service worker, which has no route for it.
export const REACHABILITY_URL = '/healthz';
