import { createBeaconQueue, isSampled, type SignalEvent } from './beaconQueue';

const view: SignalEvent = { type: 'view', area: 'financials', version: '1.0.0', route: '/leac' };

test('a page load reports when its one draw falls under the sample rate', () => {
  expect(isSampled(0.2, () => 0.19)).toBe(true);
  expect(isSampled(0.2, () => 0.2)).toBe(false);
  expect(isSampled(0, () => 0)).toBe(false);
  expect(isSampled(1, () => 0.999)).toBe(true);
  const draws = Array.from({ length: 1000 }, () => isSampled(0.25));
  expect(draws.filter(Boolean).length).toBeGreaterThan(180);
  expect(draws.filter(Boolean).length).toBeLessThan(320);
});

test('events go out in batches within the size and count bounds, one beacon each', () => {
  const sent: string[] = [];
  const queue = createBeaconQueue((body) => sent.push(body) > 0, { maxBytes: 300, maxEvents: 3 });
  for (let i = 0; i < 7; i += 1) queue.add({ ...view, route: `/leac-${i}` });
  // Three at once go out as soon as they are queued; the rest when flushed.
  expect(sent).toHaveLength(2);
  queue.flush();
  expect(sent.map((body) => JSON.parse(body).events.length)).toEqual([3, 3, 1]);
  queue.flush();
  expect(sent).toHaveLength(3);

  const small: string[] = [];
  const bySize = createBeaconQueue((body) => small.push(body) > 0, { maxBytes: 200 });
  for (let i = 0; i < 5; i += 1) bySize.add(view);
  bySize.add({ ...view, route: 'x'.repeat(300) });
  bySize.flush();
  expect(small.every((body) => body.length <= 200)).toBe(true);
  expect(small.flatMap((body) => JSON.parse(body).events)).toHaveLength(5);
});

test('a page reports a bounded number of events, however many errors it meets', () => {
  const sent: string[] = [];
  const queue = createBeaconQueue((body) => sent.push(body) > 0, { maxPerPage: 10 });
  for (let i = 0; i < 1000; i += 1)
    queue.add({ type: 'error', kind: 'page-error', area: 'shell', version: '1.0.0', route: '*' });
  queue.flush();
  expect(sent.flatMap((body) => JSON.parse(body).events)).toHaveLength(10);
});
