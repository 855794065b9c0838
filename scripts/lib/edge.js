// Varnish in front of a site server, as deploy/varnish/site.vcl describes (npm run start:edge, npm run
// test:edge, scripts/bench/edge.js): a backend.vcl naming the site server's port is written to a temporary
// folder and varnishd runs in the foreground as a child process with its working directory there. Nothing
// is installed here. For the test and the bench: a stand-in content service, a site folder over the built
// site whose manifest they edit, and the production site server on it.
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const builtSite = path.join(root, 'deploy', 'site');

const VARNISH_DIR = path.join(__dirname, '..', '..', 'deploy', 'varnish');
const VARNISH_PACKAGES = 'apt-get install varnish varnish-modules';

/** varnishd and the xkey module, or the reason they cannot be used (the packages to install). */
function findVarnish() {
  const varnishd = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((file) => fs.existsSync(file));
  const libDirs = fs.existsSync('/usr/lib')
    ? fs
        .readdirSync('/usr/lib')
        .map((dir) => path.join('/usr/lib', dir, 'varnish', 'vmods', 'libvmod_xkey.so'))
    : [];
  const xkey = libDirs.find((file) => fs.existsSync(file));
  if (!varnishd || !xkey)
    return { missing: `Varnish with the xkey module is not installed: run ${VARNISH_PACKAGES} (as root)` };
  return { varnishd };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** backend.vcl for an origin on `originPort` (a site server or nginx) and the site's `hosts` (the first the key). */
function backendVcl(originPort, hosts) {
  const hostPattern = `^(${hosts.map(escapeRegExp).join('|')})$`;
  return fs
    .readFileSync(path.join(VARNISH_DIR, 'backend.vcl'), 'utf8')
    .replaceAll('.port = "8080";', `.port = "${originPort}";`)
    .replace(/req\.http\.host !~ "[^"]*"/, () => `req.http.host !~ "${hostPattern}"`)
    .replace(/set req\.http\.host = "[^"]*"/, () => `set req.http.host = "${hosts[0]}"`);
}

/**
 * Starts varnishd on `port` in front of the origin on `sitePort` (a site server, or nginx in front of them);
 * resolves once it answers. The site's host names are this address's (127.0.0.1 and localhost).
 */
async function startEdge({ port, sitePort, varnishd, hosts = [`127.0.0.1:${port}`, `localhost:${port}`] }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-edge-'));
  fs.writeFileSync(path.join(dir, 'backend.vcl'), backendVcl(sitePort, hosts));
  const args = [
    '-F',
    '-n',
    path.join(dir, 'work'),
    '-a',
    `127.0.0.1:${port}`,
    '-f',
    path.join(VARNISH_DIR, 'site.vcl'),
  ];
  args.push('-p', `vcl_path=${dir}:${VARNISH_DIR}`, '-s', 'malloc,128m', '-T', 'none');
  // The origin's own Brotli and gzip files, kept and sent as they are (site.vcl keys by the encoding).
  args.push('-p', 'http_gzip_support=off');
  // As root, varnishd drops to its own user, which must read the files above (a temporary folder is 0700).
  if (process.getuid?.() === 0) args.push('-j', 'none');
  const child = spawn(varnishd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const statText = (name) =>
    execFileSync('varnishstat', ['-n', path.join(dir, 'work'), '-1', '-f', name], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)[1];
  return {
    url: `http://127.0.0.1:${port}`,
    /** A counter of varnishstat (e.g. MAIN.n_object). */
    stat: (name) => Number(statText(name)),
    /**
     * Whether the health probe still finds the origin healthy: 2 of its last 3 looks good (backend.vcl's
     * threshold and window), read from its bitmap of looks (the newest the lowest bit; 64 bits, a BigInt).
     */
    probeHealthy() {
      const looks = BigInt(statText('VBE.*.site.happy')) & 0b111n;
      return [0n, 1n, 2n].filter((bit) => (looks >> bit) & 1n).length >= 2;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The stand-in content service on `port`: empty lists, the `notices` and the uploaded `files` (a Map of
 * /uploads/... address to text, kept a day as Strapi's are; edited by the caller). Its health route (Strapi's
 * /_health) answers 204, or 503 while the returned server's `healthy` is set false.
 */
async function startStandInContent(port, notices, received = [], files = new Map()) {
  const server = http.createServer((req, res) => {
    if (req.url === '/_health') return void res.writeHead(server.healthy ? 204 : 503).end();
    if (req.url.startsWith('/uploads/')) {
      const text = files.get(req.url);
      if (text === undefined) return void res.writeHead(404).end();
      res
        .writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=86400' })
        .end(text);
      return;
    }
    // A create (a form sent): its body kept for the caller, answered as Strapi answers a kept entry.
    if (req.method === 'POST') {
      const parts = [];
      req.on('data', (part) => parts.push(part));
      req.on('end', () => {
        received.push(Buffer.concat(parts).toString('utf8'));
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"data":{"id":1}}');
      });
      return;
    }
    // Strapi 5's flat entries, or v4's { id, attributes } when the reader asks for them.
    const v4 = req.headers['strapi-response-format'] === 'v4';
    const entries = req.url.startsWith('/api/website-notifications') ? notices : [];
    const data = entries.map(({ id, ...attributes }) => (v4 ? { id, attributes } : { id, ...attributes }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data,
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } },
      }),
    );
  });
  server.healthy = true;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/**
 * A site folder on the built site (npm run build first): its files linked, its manifest the caller's own
 * (`write`), and `canaryArea`'s build linked again as `<version>-edge` for a canary.
 */
function siteCopy(canaryArea) {
  if (!fs.existsSync(path.join(builtSite, 'site-manifest.json')))
    throw new Error('The site is not built: run npm run build first');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-edge-site-'));
  for (const name of fs.readdirSync(builtSite)) {
    if (name.startsWith('site-manifest.json') || name === 'areas' || name.startsWith('.')) continue;
    fs.symlinkSync(path.join(builtSite, name), path.join(dir, name));
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(builtSite, 'site-manifest.json'), 'utf8'));
  for (const [area, entry] of Object.entries(manifest.areas)) {
    fs.mkdirSync(path.join(dir, 'areas', area), { recursive: true });
    fs.symlinkSync(
      path.join(builtSite, 'areas', area, entry.version),
      path.join(dir, 'areas', area, entry.version),
    );
  }
  const stable = manifest.areas[canaryArea].version;
  const canary = `${stable}-edge`;
  fs.symlinkSync(
    path.join(builtSite, 'areas', canaryArea, stable),
    path.join(dir, 'areas', canaryArea, canary),
  );
  const write = (value) => {
    fs.writeFileSync(path.join(dir, 'site-manifest.json.tmp'), JSON.stringify(value));
    fs.renameSync(path.join(dir, 'site-manifest.json.tmp'), path.join(dir, 'site-manifest.json'));
  };
  write(manifest);
  return {
    dir,
    manifest,
    stable,
    canary,
    write,
    // The folder and the site server's state folder beside it (site-server/src/process/siteState.ts).
    remove: () => {
      for (const folder of [dir, `${dir}-state`]) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The production site server (one process) on `port` over `siteDir`, purging the edge on `edgePort`; its log
 * (JSON lines) on a pipe with `stdout: 'pipe'`.
 */
function startSiteServer({ port, siteDir, contentPort, edgePort, secret, env = {}, stdout = 'ignore' }) {
  return spawn(process.execPath, [path.join(root, 'site-server', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      SITE_URL: `http://127.0.0.1:${edgePort}`,
      CONTENT_SERVICE_URL: `http://127.0.0.1:${contentPort}`,
      CONTENT_CHANGES_SECRET: secret,
      EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
      WEB_CONCURRENCY: '1',
      OPS_PORT: 'off',
      // No canary decision meanwhile: the caller alone changes the manifest.
      CANARY_CHECK_MS: '3600000',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

module.exports = { findVarnish, siteCopy, startEdge, startSiteServer, startStandInContent, VARNISH_PACKAGES };
