// What the browser reports and how: events are queued and sent in batches (one navigator.sendBeacon each),
// each batch under the site server's size bound, and at most `maxPerPage` events a page load (an error in a
// loop reports itself a bounded number of times).

/** One report: a page view, an error of a kind, or a Core Web Vital (LCP and INP in ms, CLS unitless). */
export type SignalEvent = { area: string; version: string; route: string } & (
  | { type: 'view' }
  | { type: 'error'; kind: 'page-error' | 'area-load' | 'hydration' | 'render-error' }
  | { type: 'vital'; name: 'LCP' | 'INP' | 'CLS'; value: number }
);

/** Whether this page load reports anything: one draw per load, so errors and views are sampled alike. */
export const isSampled = (rate: number, random: () => number = Math.random): boolean => random() < rate;

export const BEACON_LIMITS = { maxBytes: 8000, maxEvents: 50, maxPerPage: 100 };

export function createBeaconQueue(
  send: (body: string) => boolean,
  limits: Partial<typeof BEACON_LIMITS> = {},
) {
  const { maxBytes, maxEvents, maxPerPage } = { ...BEACON_LIMITS, ...limits };
  let queued: SignalEvent[] = [];
  let taken = 0;

  const bodyOf = (events: SignalEvent[]) => JSON.stringify({ events });

  return {
    add(event: SignalEvent): void {
      if (taken >= maxPerPage) return;
      taken += 1;
      queued.push(event);
      if (queued.length >= maxEvents) this.flush();
    },
    /** Sends what is queued, in as many batches as the bounds need; an event too large alone is dropped. */
    flush(): void {
      let batch: SignalEvent[] = [];
      for (const event of queued) {
        if (bodyOf([event]).length > maxBytes) continue;
        if (batch.length >= maxEvents || bodyOf([...batch, event]).length > maxBytes) {
          send(bodyOf(batch));
          batch = [];
        }
        batch.push(event);
      }
      if (batch.length) send(bodyOf(batch));
      queued = [];
    },
  };
}
