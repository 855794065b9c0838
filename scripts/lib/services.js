// Debian's nginx and PostgreSQL for the production-path checks (npm run test:postgres, the nginx browser
// test, scripts/bench/nginx.js): installed with apt-get when missing, started as plain child processes
// on their own ports with generated configuration under a temporary folder, stopped afterwards.
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const isRoot = process.getuid?.() === 0;

/** apt-get install, as root or through sudo; throws with the command to run by hand if neither works. */
function aptInstall(packages) {
  console.log(`installing ${packages.join(' ')} from Debian...`);
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const install = () => run(['apt-get', 'install', '-y', '-qq', ...packages]);
  if (install().status === 0) return;
  if (run(['apt-get', 'update', '-qq']).status !== 0 || install().status !== 0)
    throw new Error(
      `could not install ${packages.join(' ')}: run apt-get install ${packages.join(' ')} as root`,
    );
}

// ---------------------------------------------------------------- PostgreSQL

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs.readdirSync(base).filter((dir) => fs.existsSync(path.join(base, dir, 'bin', 'initdb')))
    : [];
  return majors.length ? path.join(base, majors.sort((a, b) => Number(b) - Number(a))[0], 'bin') : null;
}

function ensurePostgres() {
  if (!postgresBin()) aptInstall(['postgresql']);
  return postgresBin();
}

/**
 * A fresh PostgreSQL cluster on 127.0.0.1:<port> (initdb + pg_ctl, as the postgres user when run as
 * root: the server refuses to run as root), with one empty database. Returns the connection settings
 * and stop(), which shuts it down and deletes the cluster.
 */
function startPostgres({ port, database = 'gpa_content' }) {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gpa-postgres-${port}-`));
  const asOwner = (command, args) => {
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'], cwd: os.tmpdir() });
  };
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  asOwner('initdb', [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  asOwner('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-o',
    options,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  const stop = () => {
    try {
      asOwner('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    asOwner('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    stop();
    throw error;
  }
  const env = {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: '127.0.0.1',
    DATABASE_PORT: String(port),
    DATABASE_NAME: database,
    DATABASE_USERNAME: 'postgres',
    DATABASE_PASSWORD: '',
  };
  return { env, stop };
}

// ---------------------------------------------------------------- nginx

function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => fs.existsSync(file)) ?? null;
}

// deploy/nginx/site.conf.template sends the build's .br files with it (brotli_static).
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/**
 * How long a stopping nginx worker (a reload, a stop) waits for its open connections: the /events streams
 * never end by themselves, so without it an old worker holds them until each browser leaves. Then it closes
 * them; the browsers reconnect to the new workers and resume by Last-Event-ID.
 */
const NGINX_SHUTDOWN_TIMEOUT = '10s';

function ensureNginx() {
  const missing = [
    ...(nginxBinary() ? [] : ['nginx-light']),
    ...(fs.existsSync(BROTLI_STATIC_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
  ];
  if (missing.length) aptInstall(missing);
  return nginxBinary();
}

const TEMPLATES = path.join(__dirname, '..', '..', 'deploy', 'nginx');

/** A server block from deploy/nginx/<name> with its placeholders filled in (${NAME} -> values[NAME]). */
function renderNginxTemplate(name, values) {
  return fs.readFileSync(path.join(TEMPLATES, name), 'utf8').replace(/\$\{([A-Z_]+)\}/g, (whole, key) => {
    if (!(key in values)) throw new Error(`deploy/nginx/${name}: no value for ${whole}`);
    return values[key];
  });
}

const renderNginxSite = (values) => renderNginxTemplate('site.conf.template', values);

// Passive health checks: after this many failed attempts (refused, timed out, 502/503) within
// fail_timeout, a server gets no requests for fail_timeout; then one request tries it again.
const PASSIVE_HEALTH = 'max_fails=2 fail_timeout=3s';

/**
 * `server host:port ...;` lines of an upstream block, from http://host:port or host:port addresses. When
 * every instance is marked failed at once (a stalled dependency makes them all answer 502), nginx would
 * refuse every visitor for fail_timeout ("no live upstreams"): the same instances again as backups, never
 * marked failed, are tried instead.
 */
const upstreamServers = (addresses) => {
  const hosts = addresses.map((address) => address.replace(/^https?:\/\//, ''));
  return [
    ...hosts.map((host) => `server ${host} ${PASSIVE_HEALTH};`),
    ...hosts.map((host) => `server ${host} backup max_fails=0;`),
  ].join(' ');
};

/**
 * nginx on 127.0.0.1:<port> in the foreground as a child process (no system service, no root needed
 * past installing it): the built site from siteDir, pages and /api through the site server(s)
 * (`siteServer`, or `siteServers` for several). With `content: { port, servers }` it is also the
 * content service's load balancer in front of those Strapi instances (deploy/nginx/content.conf.template).
 * `edgeAddresses`: the edge caches in front of it (their X-Forwarded-For is the visitor's address).
 * Resolves once it answers; stop() ends it and deletes its folder.
 */
async function startNginx({
  port,
  siteDir,
  siteServer,
  siteServers = [siteServer],
  formLimitPerMinute = 30,
  readLimitPerSecond = 20,
  readBurst = 5 * readLimitPerSecond,
  content,
  tls,
  edgeAddresses = [],
}) {
  const binary = ensureNginx();
  const url = `http://127.0.0.1:${port}`;
  // Otherwise the readiness check below would take whatever answers there for this nginx.
  for (const used of [port, content?.port].filter(Boolean))
    if (
      await fetch(`http://127.0.0.1:${used}`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`port ${used} is already in use`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gpa-nginx-${port}-`));
  for (const sub of ['logs', 'temp']) fs.mkdirSync(path.join(dir, sub));
  const site = renderNginxSite({
    LISTEN: `127.0.0.1:${port}`,
    SITE_DIR: path.resolve(siteDir),
    SITE_SERVERS: upstreamServers(siteServers),
    FORM_LIMIT_PER_MINUTE: String(formLimitPerMinute),
    READ_LIMIT_PER_SECOND: String(readLimitPerSecond),
    READ_BURST: String(readBurst),
    // The edge caches in front (Varnish): their X-Forwarded-For names the visitor.
    EDGE_ADDRESSES: edgeAddresses.map((address) => `set_real_ip_from ${address};`).join(' '),
    // An HTTPS listener as well: { port, certificate, key } (files).
    TLS: tls
      ? `listen 127.0.0.1:${tls.port} ssl; ssl_certificate ${tls.certificate}; ssl_certificate_key ${tls.key};`
      : '',
  });
  const contentBalancer = content
    ? renderNginxTemplate('content.conf.template', {
        CONTENT_LISTEN: `127.0.0.1:${content.port}`,
        CONTENT_SERVERS: upstreamServers(content.servers),
      })
    : '';
  const user = isRoot ? 'user root;\n' : '';
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${user}load_module ${BROTLI_STATIC_MODULE};\ndaemon off;\nworker_processes 2;\nworker_shutdown_timeout ${NGINX_SHUTDOWN_TIMEOUT};\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\nevents { worker_connections 4096; }\n` +
      `http {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n` +
      `  client_body_temp_path ${dir}/temp/body;\n  proxy_temp_path ${dir}/temp/proxy;\n  fastcgi_temp_path ${dir}/temp/fastcgi;\n` +
      `  uwsgi_temp_path ${dir}/temp/uwsgi;\n  scgi_temp_path ${dir}/temp/scgi;\n${site}\n${contentBalancer}\n}\n`,
  );
  try {
    execFileSync(binary, ['-t', '-q', '-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${url}/site-manifest.json`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || tries > 100) {
      const errorLog = path.join(dir, 'logs', 'error.log');
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').slice(-2000) : '';
      await stop();
      throw new Error(`nginx did not start on ${port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, conf, errorLog: path.join(dir, 'logs', 'error.log'), stop };
}

module.exports = { ensureNginx, ensurePostgres, renderNginxSite, startNginx, startPostgres };
