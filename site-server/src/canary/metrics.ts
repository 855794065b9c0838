// The canaries' figures for Prometheus, read when /metrics is answered (each worker reads the manifest, the
// release history and the shared store, so they agree; a cluster's sum takes the largest): the share of
// visitors on each running canary, its sequential test's evidence per stream against the rollback bound, and
// when the area's last canary was rolled back (deploy/prometheus/alerts.yml alerts on these).
import client from 'prom-client';
import { readReleaseHistory, readSiteManifest } from '../releases/siteManifest';
import { analyseCanary, runningCanaries, type CanarySettings } from './decision';

interface CanarySource {
  siteDir: string;
  signalsDir: string;
  settings: CanarySettings;
}
// The site of the last app created in this process (one per server process; tests create several in turn).
let source: CanarySource | undefined;

function registerGauges(): void {
  new client.Gauge({
    name: 'gpa_canary_percent',
    help: 'Share of visitors (percent) on the running canary of an area',
    labelNames: ['area', 'version'],
    aggregator: 'max',
    collect() {
      this.reset();
      const areas = source ? (readSiteManifest(source.siteDir)?.areas ?? {}) : {};
      for (const [area, { canary }] of Object.entries(areas))
        if (canary) this.set({ area, version: canary.version }, canary.percent);
    },
  });
  new client.Gauge({
    name: 'gpa_canary_evidence',
    help: 'Log-likelihood ratio of the running canary against its stable version, per stream (rolled back at gpa_canary_evidence_bound)',
    labelNames: ['area', 'version', 'stream'],
    aggregator: 'max',
    collect() {
      this.reset();
      if (!source) return;
      for (const { area, canary, counts } of runningCanaries(source.siteDir, source.signalsDir))
        for (const { stream, evidence } of analyseCanary(counts, source.settings))
          this.set({ area, version: canary.version, stream }, evidence);
    },
  });
  new client.Gauge({
    name: 'gpa_canary_evidence_bound',
    help: 'The evidence at which a canary is rolled back: ln(1 / false rollback rate)',
    aggregator: 'max',
    collect() {
      if (source) this.set(Math.log(1 / source.settings.falseRollback));
    },
  });
  new client.Gauge({
    name: 'gpa_canary_last_rollback_timestamp_seconds',
    help: "When the area's last canary was rolled back (by the site or an operator), from the release history",
    labelNames: ['area'],
    aggregator: 'max',
    collect() {
      this.reset();
      const history = source ? readReleaseHistory(source.siteDir) : {};
      for (const [area, records] of Object.entries(history)) {
        const last = records.filter((record) => record.action === 'canary rolled back').at(-1);
        if (last) this.set({ area }, Date.parse(last.at) / 1000);
      }
    },
  });
}

/** Makes /metrics report the canaries of this site (the gauges are registered once per process). */
export function reportCanaryMetrics(site: CanarySource): void {
  if (!source) registerGauges();
  source = site;
}
