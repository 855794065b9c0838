import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { root, sitePort, SHELL_BUNDLE_SPELLINGS, areaBundleSpellings, raw } from '../securityProbes';

// nginx in front answers every probe as the site server does (one nginx, with an HTTPS listener), and over
// HTTPS every answer carries Strict-Transport-Security.
test.describe('nginx in front answers every probe as the site server does', () => {
  interface Nginx {
    url: string;
    stop: () => Promise<void>;
  }
  const { startNginx } = require(path.join(root, 'scripts/lib/services')) as {
    startNginx: (options: {
      port: number;
      siteDir: string;
      siteServer: string;
      tls: { port: number; certificate: string; key: string };
    }) => Promise<Nginx>;
  };
  const { opsPort } = (
    require('../environment') as { e2eEnvironment: () => { opsPort: number } }
  ).e2eEnvironment();
  const siteDir = path.join(root, 'deploy', 'site');
  // Next to the port of ops-nginx.spec.ts, which may run at the same time; its HTTPS listener on the next one.
  const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 8198) + 1;
  const tlsPort = nginxPort + 1;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-probes-'));
  // A dot folder planted in the site folder, as the signals store once was: refused by both servers.
  const dotFolder = `.probe-${randomUUID()}`;
  let nginx: Nginx;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const [certificate, key] = [path.join(workDir, 'cert.pem'), path.join(workDir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      {
        stdio: 'ignore',
      },
    );
    fs.mkdirSync(path.join(siteDir, dotFolder));
    fs.writeFileSync(path.join(siteDir, dotFolder, 'store.json'), '{"minutes":{}}');
    nginx = await startNginx({
      port: nginxPort,
      siteDir,
      siteServer: `127.0.0.1:${sitePort}`,
      tls: { port: tlsPort, certificate, key },
    });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    fs.rmSync(path.join(siteDir, dotFolder), { recursive: true, force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const LEAK = /exports|__webpack|renderPage|"sources"|minutes|"action"/;
  /** A request and the answer expected of both servers: status, then the Location or the page policy. */
  interface Probe {
    target: string;
    method?: string;
    answer: string;
  }
  /** docs/security.md's probes. */
  async function probes(): Promise<Probe[]> {
    const manifest = JSON.parse((await raw('/site-manifest.json')).body) as {
      areas: Record<string, { version: string }>;
    };
    const [area, { version }] = Object.entries(manifest.areas)[0]!;
    const base = `/areas/${area}/${version}`;
    const mainScript = /<script[^>]+src="?(\/main\.[0-9a-f]+\.js)/.exec((await raw('/')).body)![1]!;
    const notFound = (target: string): Probe => ({ target, answer: '404' });
    return [
      ...[...SHELL_BUNDLE_SPELLINGS, ...areaBundleSpellings(base)].map(notFound),
      ...[`${mainScript}.map`, `${mainScript}.%6dap`, `/${mainScript}.map`, `${base}/remoteEntry.js.map`].map(
        notFound,
      ),
      { target: mainScript, answer: '200' },
      ...['/index.html', '/%69ndex.html', '//index.html'].map((target) => ({ target, answer: '301 /' })),
      // Dot folders by any spelling; the site's own files are in no served folder at all.
      ...[
        `/${dotFolder}/store.json`,
        `/%2e${dotFolder.slice(1)}/store.json`,
        `//${dotFolder}/store.json`,
        `${base}/../../../${dotFolder}/store.json`,
      ].map(notFound),
      ...['/.signals/', '/%2esignals/', '/release-history.json', '/site-state/release-history.json'].map(
        notFound,
      ),
      // An area's standalone QA page: with the page policy, as every page.
      { target: `${base}/index.html`, answer: '200 page policy' },
      // Unknown pages, and a path starting with // is no page (not the one after it).
      ...['/no/such/page', '//nope-xyz', '//evil.com/power-alerts', '//leac'].map(notFound),
      { target: '/leac', answer: '200 page policy' },
      ...['/admin/init', '/%61dmin/init', '//admin/init'].map(notFound),
      { target: '/healthz', answer: '200' },
      { target: '/', method: 'PUT', answer: '405' },
    ];
  }

  test('the probe list: the same answer from both, nothing private, and no client-chosen request id', async () => {
    const list = await probes();
    const answersOf = async (port: number) => {
      const answers: string[] = [];
      for (const { target, method = 'GET' } of list) {
        const answer = await raw(target, { port, method });
        // What is refused gives nothing of it away: no bundle, map, signals or history.
        if (answer.status !== 200) expect([target, LEAK.test(answer.body)]).toEqual([target, false]);
        // The page policy: the site's own scripts and the page's two inline scripts by their hashes, nothing else.
        const pagePolicy = /(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*(;|$)/;
        const policy = pagePolicy.test(String(answer.headers['content-security-policy']))
          ? 'page policy'
          : '';
        const detail = answer.headers.location ?? (answer.status === 200 ? policy : '');
        answers.push(`${method} ${target} ${[answer.status, detail].filter(Boolean).join(' ')}`);
      }
      return answers;
    };
    const expected = list.map(({ target, method = 'GET', answer }) => `${method} ${target} ${answer}`);
    expect(await answersOf(sitePort)).toEqual(expected);
    expect(await answersOf(nginxPort)).toEqual(expected);

    // The release history is for operators: on the private operations port.
    const history = await fetch(`http://127.0.0.1:${opsPort}/release-history.json`);
    expect(history.status).toBe(200);
    expect(Object.keys(await history.json())).toContain('financials');

    // A request id a client writes is neither echoed nor logged: each server names the request itself.
    for (const port of [sitePort, nginxPort]) {
      for (const id of [`probe-${randomUUID()}`, 'x'.repeat(200), 'a<script>']) {
        const answer = await raw('/leac', {
          port,
          headers: { 'X-Request-Id': id, 'X-Forwarded-For': '10.0.0.1' },
        });
        expect([port, answer.headers['x-request-id']]).toEqual([
          port,
          expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        ]);
      }
    }
  });

  test('over HTTPS every answer carries Strict-Transport-Security; over HTTP none', async () => {
    const hstsOf = (target: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', port: tlsPort, path: target, rejectUnauthorized: false }, (res) => {
            res.resume();
            resolve(res.headers['strict-transport-security']);
          })
          .on('error', reject);
      });
    const { version } = (
      JSON.parse((await raw('/site-manifest.json')).body) as { areas: Record<string, { version: string }> }
    ).areas.financials!;
    const targets = [
      '/',
      '/leac',
      '/site-manifest.json',
      `/areas/financials/${version}/remoteEntry.js`,
      '/api/foia-reports',
      '/no/such/page',
    ];
    for (const target of targets) {
      expect([target, await hstsOf(target)]).toEqual([target, 'max-age=31536000; includeSubDomains']);
      expect([target, (await raw(target, { port: nginxPort })).headers['strict-transport-security']]).toEqual(
        [target, undefined],
      );
    }
  });
});
