// Varnish in front of a site server, as deploy/varnish/site.vcl describes (npm run start:edge, npm run
// test:edge): a backend.vcl naming the site server's port is written to a temporary folder and varnishd runs
// in the foreground as a child process with its working directory there. Nothing is installed here.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const VARNISH_DIR = path.join(__dirname, '..', 'deploy', 'varnish');
const VARNISH_PACKAGES = 'apt-get install varnish varnish-modules';

/** varnishd and the xkey module, or the reason they cannot be used (the packages to install). */
function findVarnish() {
  const varnishd = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((file) => fs.existsSync(file));
  const libDirs = fs.existsSync('/usr/lib') ? fs.readdirSync('/usr/lib').map((dir) => path.join('/usr/lib', dir, 'varnish', 'vmods', 'libvmod_xkey.so')) : [];
  const xkey = libDirs.find((file) => fs.existsSync(file));
  if (!varnishd || !xkey) return { missing: `Varnish with the xkey module is not installed: run ${VARNISH_PACKAGES} (as root)` };
  return { varnishd };
}

/** Starts varnishd on `port` in front of the site server on `sitePort`; resolves once it answers. */
async function startEdge({ port, sitePort, varnishd }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-edge-'));
  const backend = fs.readFileSync(path.join(VARNISH_DIR, 'backend.vcl'), 'utf8').replace('.port = "8080";', `.port = "${sitePort}";`);
  fs.writeFileSync(path.join(dir, 'backend.vcl'), backend);
  const args = ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', path.join(VARNISH_DIR, 'site.vcl')];
  args.push('-p', `vcl_path=${dir}:${VARNISH_DIR}`, '-s', 'malloc,128m', '-T', 'none');
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
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { findVarnish, startEdge, VARNISH_PACKAGES };
