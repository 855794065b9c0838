import { REACHABILITY_URL } from './probe';
import { reachesNetwork, whenNetworkReturns } from './reachability';

// The network as a probe finds it: down (the fetch fails) or up (any answer, an error status included).
let network: 'up' | 'down';
let probes: number;
beforeEach(() => {
  jest.useFakeTimers();
  network = 'down';
  probes = 0;
  global.fetch = jest.fn((url: string) => {
    expect(url).toBe(REACHABILITY_URL);
    probes += 1;
    return network === 'up'
      ? Promise.resolve(new Response('', { status: 503 }))
      : Promise.reject(new TypeError('Failed to fetch'));
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

/** Lets the probes' promise callbacks run (no time passes). */
const settle = () => jest.advanceTimersByTimeAsync(0);

test('any answer is the network reached, a failed fetch is not; navigator.onLine is not asked', async () => {
  expect(await reachesNetwork()).toBe(false);
  network = 'up';
  expect(await reachesNetwork()).toBe(true);
});

test('probes at once, then 1, 2, 4 s apart; tells once that the network cannot be reached; resolves when a probe answers', async () => {
  const onUnreachable = jest.fn();
  let returned = false;
  void whenNetworkReturns({ onUnreachable }).then(() => (returned = true));
  await settle();
  expect(probes).toBe(1);
  expect(onUnreachable).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(probes).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(probes).toBe(2);
  await jest.advanceTimersByTimeAsync(2000);
  expect(probes).toBe(3);
  network = 'up';
  await jest.advanceTimersByTimeAsync(4000);
  expect(probes).toBe(4);
  expect(returned).toBe(true);
  expect(onUnreachable).toHaveBeenCalledTimes(1);
  // Nothing more once reached.
  await jest.advanceTimersByTimeAsync(60_000);
  expect(probes).toBe(4);
});

test("the browser's 'online' event is a hint to probe at once, not proof; an aborted wait stops probing", async () => {
  const controller = new AbortController();
  let returned = false;
  void whenNetworkReturns({ signal: controller.signal }).then(() => (returned = true));
  await settle();
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(probes).toBe(2);
  expect(returned).toBe(false);
  controller.abort();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(probes).toBe(2);
});
