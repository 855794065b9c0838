// The Grafana dashboard in deploy/grafana/: the fields Grafana needs to load it (a zod schema), and every
// PromQL expression naming only metrics the site servers and the content service export (their registries,
// as /metrics lists them), valid PromQL for promtool.
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { register } = require('prom-client');
const { z } = require('zod');
const { promtoolPath } = require('../../../scripts/lib/promtool');
const { reportCanaryMetrics } = require('../canary/metrics');
const { CANARY_DEFAULTS } = require('../canary/decision');
require('./metrics');

const ROOT = path.join(__dirname, '..', '..', '..');
const DASHBOARD_FILE = path.join(ROOT, 'deploy', 'grafana', 'gpa-site.json');

const datasource = z.object({ type: z.literal('prometheus'), uid: z.string().min(1) });
const gridPos = z
  .object({
    x: z.number().int().min(0).max(23),
    y: z.number().int().min(0),
    w: z.number().int().min(1).max(24),
    h: z.number().int().min(1),
  })
  .refine(({ x, w }) => x + w <= 24, 'a panel wider than the 24 columns');
const target = z.object({
  refId: z.string().min(1),
  expr: z.string().min(1),
  legendFormat: z.string().optional(),
  datasource,
});
const panel = z.discriminatedUnion('type', [
  z.object({
    id: z.number().int(),
    type: z.literal('row'),
    title: z.string().min(1),
    gridPos,
    collapsed: z.boolean(),
    panels: z.array(z.unknown()),
  }),
  ...['timeseries', 'stat'].map((type) =>
    z.object({
      id: z.number().int(),
      type: z.literal(type),
      title: z.string().min(1),
      description: z.string().min(1),
      datasource,
      gridPos,
      fieldConfig: z.object({ defaults: z.object({ unit: z.string() }), overrides: z.array(z.unknown()) }),
      options: z.object({}).passthrough(),
      targets: z.array(target).min(1),
    }),
  ),
]);
const variable = z
  .object({
    name: z.string().regex(/^\w+$/),
    type: z.enum(['datasource', 'query']),
    label: z.string(),
    hide: z.number().int(),
  })
  .passthrough();
const dashboardSchema = z.object({
  uid: z.string().regex(/^[\w-]{1,40}$/),
  title: z.string().min(1),
  schemaVersion: z.number().int().min(36),
  version: z.number().int(),
  time: z.object({ from: z.string(), to: z.string() }),
  refresh: z.string(),
  tags: z.array(z.string()),
  templating: z.object({ list: z.array(variable) }),
  annotations: z.object({ list: z.array(z.unknown()) }),
  panels: z.array(panel).min(1),
});

const dashboard = dashboardSchema.parse(JSON.parse(fs.readFileSync(DASHBOARD_FILE, 'utf8')));
const expressions = dashboard.panels.flatMap((one) =>
  one.type === 'row' ? [] : one.targets.map(({ expr }) => expr),
);

/** Every series name of these metrics (a histogram's as its _bucket, _sum and _count). */
const seriesNames = (metrics) =>
  metrics.flatMap(({ name, type }) =>
    type === 'histogram' ? ['_bucket', '_sum', '_count'].map((suffix) => name + suffix) : [name],
  );

/** The content service's metrics, as its registry lists them (in a Node of its own: another package's module). */
function contentServiceMetrics() {
  const list = `require('./src/metrics/metrics').createContentMetrics().registry.getMetricsAsJSON()
    .then((all) => console.log(JSON.stringify(all.map(({ name, type }) => ({ name, type })))))`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', list], {
      cwd: path.join(ROOT, 'content-service'),
      encoding: 'utf8',
    }),
  );
}

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The metric names in a PromQL expression: identifiers outside strings, label matchers, groupings and ranges, not called. */
function metricNames(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  return [...bare.matchAll(/[A-Za-z_:][\w:]*(?!\s*\(|[\w:])/g)]
    .map(([name]) => name)
    .filter((name) => !PROMQL_WORDS.has(name.toLowerCase()));
}

test('the dashboard has what Grafana needs: unique panel ids, a Prometheus data source on each query, its variables used', () => {
  const ids = dashboard.panels.map(({ id }) => id);
  expect(new Set(ids).size).toBe(ids.length);
  const variables = dashboard.templating.list.map(({ name }) => name);
  expect(variables).toEqual(['datasource', 'area']);
  for (const one of dashboard.panels)
    if (one.type !== 'row') expect(one.datasource.uid).toBe('${datasource}');
  expect(expressions.some((expr) => expr.includes('$area'))).toBe(true);
  // The parser finds names where they are, and only there.
  expect(
    metricNames(
      'sum by (area, le) (rate(a_total{code="429", x=~"b|c"}[5m])) / on(area) max(b_seconds_bucket) + time()',
    ),
  ).toEqual(['a_total', 'b_seconds_bucket']);
});

test('every expression names only metrics the site servers and the content service export', async () => {
  reportCanaryMetrics({ siteDir: os.tmpdir(), signalsDir: os.tmpdir(), settings: CANARY_DEFAULTS });
  const exported = new Set(seriesNames([...(await register.getMetricsAsJSON()), ...contentServiceMetrics()]));
  const named = expressions.flatMap(metricNames);
  expect(named.filter((name) => !exported.has(name))).toEqual([]);
  // Each of the views is there: the canary's state and analysis, answers by status, render failures, 429s.
  for (const name of [
    'gpa_canary_percent',
    'gpa_canary_evidence',
    'gpa_http_answers_total',
    'gpa_page_answers_total',
    'gpa_strapi_requests_total',
  ])
    expect(named).toContain(name);
  expect(expressions.some((expr) => expr.includes('render="failed"'))).toBe(true);
  expect(expressions.filter((expr) => expr.includes('"429"')).length).toBeGreaterThanOrEqual(2);
});

test('every expression is valid PromQL (promtool check rules, with Grafana’s variables filled in)', () => {
  const promtool = promtoolPath();
  if (!promtool) {
    console.warn(
      'SKIPPED promtool check rules: promtool is not installed (apt-get install prometheus; .ci/run installs it)',
    );
    return;
  }
  const filled = expressions.map((expr) =>
    expr.replaceAll('$__rate_interval', '5m').replaceAll('$area', '.*'),
  );
  const rules = {
    groups: [
      {
        name: 'dashboard',
        rules: filled.map((expr, index) => ({ record: `dashboard:expression_${index}`, expr })),
      },
    ],
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-'));
  try {
    // JSON is YAML: the rules file as JSON.
    fs.writeFileSync(path.join(dir, 'rules.yml'), JSON.stringify(rules));
    const run = spawnSync(promtool, ['check', 'rules', 'rules.yml'], { cwd: dir, encoding: 'utf8' });
    expect({ status: run.status, output: run.stdout + run.stderr }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
