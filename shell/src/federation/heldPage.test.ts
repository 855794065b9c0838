import { LOADING_AREA_PART, type AreaRoutesModule, type PublishedRoute } from '@gpa/shared-ui';
import {
  heldPageArea,
  heldPageCode,
  heldPageHydrated,
  holdDocumentPage,
  hydrateHeldPageFor,
  pageIsHeld,
  releaseHeldPage,
} from './heldPage';

const leac: PublishedRoute = {
  path: '/leac',
  title: 'LEAC',
  pageCode: 'whenUsed',
  reads: ['fuel-purchases'],
};
const calculator: PublishedRoute = { path: '/rate-calculator', title: 'Rate Calculator' };
const code: AreaRoutesModule = { routes: [] };

function loader() {
  const load = jest.fn(() => Promise.resolve(code));
  return load;
}

const settledState = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

beforeEach(() => {
  // The previous test's page is gone (as after a hydration).
  heldPageHydrated(leac);
});

test("a held document page's code is not loaded until released, then once; the same promise each time", async () => {
  holdDocumentPage();
  const load = loader();
  const first = heldPageCode('financials', leac, load);
  expect(first).toBeDefined();
  expect(heldPageCode('financials', leac, load)).toBe(first);
  expect(pageIsHeld()).toBe(true);
  expect(heldPageArea()).toBe('financials');
  expect(await settledState(first!)).toBe('pending');
  expect(load).not.toHaveBeenCalled();
  releaseHeldPage();
  await expect(first).resolves.toBe(code);
  expect(load).toHaveBeenCalledTimes(1);
  heldPageHydrated(leac);
  expect(pageIsHeld()).toBe(false);
  expect(heldPageArea()).toBeUndefined();
  expect(heldPageCode('financials', leac, load)).toBeUndefined();
});

test('a page that needs its code, or no held document, loads as usual', () => {
  expect(heldPageCode('financials', leac, loader())).toBeUndefined();
  holdDocumentPage();
  expect(heldPageCode('tools', calculator, loader())).toBeUndefined();
  // The first page to ask was the document's: a text-only page asking later is a page opened in place.
  expect(heldPageCode('financials', leac, loader())).toBeUndefined();
});

test("focus or a key in the page's main releases it; elsewhere (the header's menu) it does not", async () => {
  document.body.innerHTML = '<header><button>Menu</button></header><main><a href="/x">x</a></main>';
  holdDocumentPage();
  const load = loader();
  const held = heldPageCode('financials', leac, load)!;
  document.querySelector('header button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  document.querySelector('header button')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(await settledState(held)).toBe('pending');
  document.querySelector('main a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await expect(held).resolves.toBe(code);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a change to a collection the held page shows waits for its hydration; other changes do not', async () => {
  holdDocumentPage();
  const load = loader();
  const held = heldPageCode('financials', leac, load)!;
  expect(await settledState(hydrateHeldPageFor(['website-notifications']))).toBe('resolved');
  expect(load).not.toHaveBeenCalled();
  const waiting = hydrateHeldPageFor(['fuel-purchases']);
  await held;
  expect(load).toHaveBeenCalledTimes(1);
  expect(await settledState(waiting)).toBe('pending');
  heldPageHydrated(leac);
  expect(await settledState(waiting)).toBe('resolved');
});

test("a failed load is the page's error, and settles whatever waits for the held page", async () => {
  holdDocumentPage();
  const failing = jest.fn(() => Promise.reject(new Error('offline')));
  const held = heldPageCode('financials', leac, failing)!;
  const waiting = hydrateHeldPageFor('every');
  await expect(held).rejects.toThrow('offline');
  expect(await settledState(waiting)).toBe('resolved');
  expect(heldPageCode('financials', leac, loader())).toBeUndefined();
});

test("a tab's keys pressed before the held page hydrates are kept and pressed again once it has; other keys are left alone", async () => {
  document.body.innerHTML = '<main><a role="tab" href="?tab=a">A</a><a href="/x">x</a></main>';
  holdDocumentPage();
  const held = heldPageCode('financials', leac, loader());
  const tab = document.querySelector('[role="tab"]')!;
  const link = document.querySelector('main a[href="/x"]')!;
  const seen: string[] = [];
  tab.addEventListener('keydown', (event) => seen.push((event as KeyboardEvent).key));
  const end = new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true });
  tab.dispatchEvent(end);
  expect(end.defaultPrevented).toBe(true);
  const down = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
  link.dispatchEvent(down);
  expect(down.defaultPrevented).toBe(false);
  expect(seen).toEqual(['End']);
  await held;
  heldPageHydrated(leac);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(seen).toEqual(['End', 'End']);
});

test('with no page held (a page of no area, or one that loads its code), a tab gets its own keys', () => {
  document.body.innerHTML = '<main><a role="tab" href="?tab=a">A</a></main>';
  holdDocumentPage();
  const end = new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true });
  document.querySelector('[role="tab"]')!.dispatchEvent(end);
  expect(end.defaultPrevented).toBe(false);
});

test("a button's click before the held page hydrates releases it, is kept, and is clicked again once it has", async () => {
  document.body.innerHTML = '<main><button type="button">Slide 2</button></main>';
  holdDocumentPage();
  const load = loader();
  const held = heldPageCode('financials', leac, load)!;
  const button = document.querySelector('button')!;
  const clicks: boolean[] = [];
  button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
  button.click();
  expect(clicks).toEqual([true]);
  await held;
  expect(load).toHaveBeenCalledTimes(1);
  heldPageHydrated(leac);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clicks).toEqual([true, false]);
});

test('a page that shows a part of another area in view loads its code at once; one in a closed panel waits', async () => {
  const part = `<div ${LOADING_AREA_PART}=""><p role="status">Loading</p></div>`;
  for (const [main, loadsAtOnce] of [
    [`<details open><summary>Calculator</summary>${part}</details>`, true],
    [`<details><summary>Calculator</summary>${part}</details>`, false],
    [part, true],
  ] as const) {
    document.body.innerHTML = `<main>${main}</main>`;
    holdDocumentPage();
    const held = heldPageCode('financials', leac, loader())!;
    expect(await settledState(held)).toBe(loadsAtOnce ? 'resolved' : 'pending');
    heldPageHydrated(leac);
  }
});
