// The HA test's settings: ports, limits, the load's pace, this run's identity and work folder, its clock.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..', '..');
const contentDir = path.join(root, 'content-service');
const base = Number(process.env.HA_PORT_BASE ?? 8270);
const PORTS = {
  nginx: base,
  content: base + 1,
  sites: [base + 2, base + 3],
  strapis: [base + 4, base + 5],
  strapiMetrics: [base + 6, base + 7],
  // Varnish in front of nginx: the visitors' door.
  edge: base + 8,
};
const POSTGRES_PORT = Number(process.env.POSTGRES_PORT ?? 5434);
const AREA = 'financials';
const AREA_PAGE = '/leac';
const SWITCH_GOAL_MS = 1000;
const FORM_LIMIT_PER_MINUTE = 30;
const READ_LIMIT_PER_SECOND = 20;
const READ_BURST = 100;
// Visitors of the load, each from its own address (per-visitor limits apply to each), and their pace.
const VISITORS = 6;
const THINK_MS = 100;
const FORM_EVERY_MS = 3000;
const PAGES = ['/', AREA_PAGE, '/rates', '/corporate/about-us', '/foia-reports', '/ways-to-pay'];
const CONTENT_READS = [1, 2, 3].map(
  (page) => `/api/foia-reports?populate[0]=File&pagination[page]=${page}&pagination[pageSize]=5`,
);
const FORMS = {
  'e-newsletters': {
    table: 'e_newsletters',
    data: (id) => ({
      FirstName: 'Ha',
      LastName: `Visitor ${id}`,
      PhoneNumber: '671 555 0100',
      Email: `${id}@ha.example.org`,
    }),
  },
  'school-visit-requests': {
    table: 'school_visit_requests',
    data: (id) => ({
      Name: `Ha ${id}`,
      School: 'Loopback Elementary',
      Number: '671 555 0101',
      Email: `${id}@ha.example.org`,
    }),
  },
};

const run = crypto.randomBytes(4).toString('hex');
const ADMIN = { email: `ha-${run}@example.org`, password: `Ha-${run}-Passw0rd` };
// Shared by every site server and Strapi: with it, Strapi trusts the visitor address a site server forwards.
const CONTENT_PROXY_SECRET = crypto.randomBytes(32).toString('base64url');
// The public origin (the edge): canonical URLs and the content service's one allowed browser origin.
const SITE_URL = `http://127.0.0.1:${PORTS.edge}`;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (line) => console.log(`[${elapsed()}] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpa-ha-'));
const siteDir = path.join(workDir, 'site'); // the shared storage of the site servers (and nginx's root)
const publicDir = path.join(workDir, 'public'); // the shared upload folder of the Strapi instances

module.exports = {
  root,
  contentDir,
  PORTS,
  POSTGRES_PORT,
  AREA,
  AREA_PAGE,
  SWITCH_GOAL_MS,
  FORM_LIMIT_PER_MINUTE,
  READ_LIMIT_PER_SECOND,
  READ_BURST,
  VISITORS,
  THINK_MS,
  FORM_EVERY_MS,
  PAGES,
  CONTENT_READS,
  FORMS,
  run,
  ADMIN,
  CONTENT_PROXY_SECRET,
  SITE_URL,
  started,
  say,
  sleep,
  workDir,
  siteDir,
  publicDir,
};
