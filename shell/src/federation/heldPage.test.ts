import { LOADING_AREA_PART, type AreaRoutesModule, type PublishedRoute } from '@gpa/shared-ui';
import {
  dropHeldPage,
  heldPageArea,
  heldPageCode,
  heldPageHydrated,
  heldPageProblem,
  holdDocumentPage,
  holdsDocumentPage,
  hydrateHeldPageFor,
  pageIsHeld,
  releaseHeldPage,
  subscribeHeldPage,
} from './heldPage';

const leac: PublishedRoute = {
  path: '/leac',
  title: 'LEAC',
  pageCode: 'whenUsed',
  reads: ['fuel-purchases'],
};
const calculator: PublishedRoute = { path: '/rate-calculator', title: 'Rate Calculator' };
const code: AreaRoutesModule = { routes: [] };
const forgetLoad = jest.fn();

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
  forgetLoad.mockClear();
  // The previous test's page is gone (as after a hydration).
  heldPageHydrated(leac);
  window.history.replaceState(null, '', '/leac');
});

test("a held document page's code is not loaded until released, then once; the same promise each time", async () => {
  holdDocumentPage();
  const load = loader();
  const first = heldPageCode('financials', leac, load, forgetLoad);
  expect(first).toBeDefined();
  expect(heldPageCode('financials', leac, load, forgetLoad)).toBe(first);
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
  expect(heldPageCode('financials', leac, load, forgetLoad)).toBeUndefined();
});

test("a page that needs its code, no held document, or a page opened in place of the document's loads as usual", () => {
  expect(heldPageCode('financials', leac, loader(), forgetLoad)).toBeUndefined();
  window.history.replaceState(null, '', '/rate-calculator');
  holdDocumentPage();
  expect(heldPageCode('tools', calculator, loader(), forgetLoad)).toBeUndefined();
  expect(heldPageCode('financials', leac, loader(), forgetLoad)).toBeUndefined();
  // A page of no area (the search), then a text-only page opened from it in place.
  window.history.replaceState(null, '', '/search');
  holdDocumentPage();
  expect(holdsDocumentPage(leac)).toBe(false);
  expect(heldPageCode('financials', leac, loader(), forgetLoad)).toBeUndefined();
  expect(pageIsHeld()).toBe(false);
});

test("focus or a key in the page's main releases it; elsewhere (the header's menu), or on a link, it does not", async () => {
  document.body.innerHTML =
    '<header><button>Menu</button></header><main><a href="#x"><span>x</span></a><button>Play</button></main>';
  holdDocumentPage();
  const load = loader();
  const held = heldPageCode('financials', leac, load, forgetLoad)!;
  document.querySelector('header button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  document.querySelector('header button')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  document.querySelector('main a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  document.querySelector('main a')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  document.querySelector('main a span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(await settledState(held)).toBe('pending');
  document.querySelector('main button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await expect(held).resolves.toBe(code);
  expect(load).toHaveBeenCalledTimes(1);
});

test('the held page has a loading boundary of its own as it hydrates; a page opened after it does not', () => {
  expect(holdsDocumentPage(leac)).toBe(false);
  holdDocumentPage();
  expect(holdsDocumentPage(calculator)).toBe(false);
  expect(holdsDocumentPage(leac)).toBe(true);
  expect(heldPageCode('financials', leac, loader(), forgetLoad)).toBeDefined();
  expect(holdsDocumentPage(leac)).toBe(true);
  expect(holdsDocumentPage({ ...leac, path: '/rates' })).toBe(false);
  heldPageHydrated(leac);
  expect(holdsDocumentPage(leac)).toBe(false);
});

test('another page opened in place of the held one loads as usual, and the held page goes without its code', async () => {
  document.body.innerHTML = '<main><button>Play</button></main>';
  holdDocumentPage();
  const load = loader();
  const held = heldPageCode('financials', leac, load, forgetLoad)!;
  expect(heldPageCode('financials', { ...leac, path: '/rates' }, loader(), forgetLoad)).toBeUndefined();
  // Until the next page is shown, the held one is still the page (a navigation may be given up).
  expect(pageIsHeld()).toBe(true);
  dropHeldPage();
  expect(pageIsHeld()).toBe(false);
  expect(await settledState(hydrateHeldPageFor('every'))).toBe('resolved');
  expect(heldPageCode('financials', leac, loader(), forgetLoad)).toBeUndefined();
  // Its listeners are gone: a use of the page now loads nothing of it.
  document.querySelector('main button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(await settledState(held)).toBe('pending');
  expect(load).not.toHaveBeenCalled();
});

test('a change to a collection the held page shows waits for its hydration; other changes do not', async () => {
  holdDocumentPage();
  const load = loader();
  const held = heldPageCode('financials', leac, load, forgetLoad)!;
  expect(await settledState(hydrateHeldPageFor(['website-notifications']))).toBe('resolved');
  expect(load).not.toHaveBeenCalled();
  const waiting = hydrateHeldPageFor(['fuel-purchases']);
  await held;
  expect(load).toHaveBeenCalledTimes(1);
  expect(await settledState(waiting)).toBe('pending');
  heldPageHydrated(leac);
  expect(await settledState(waiting)).toBe('resolved');
});

test('a failed load leaves the page as served, with its problem, answers whatever waits; a use loads again', async () => {
  holdDocumentPage();
  const failing = jest.fn((): Promise<AreaRoutesModule> => Promise.reject(new Error('offline')));
  const held = heldPageCode('financials', leac, failing, forgetLoad)!;
  const problems: (string | undefined)[] = [];
  const unsubscribe = subscribeHeldPage(() => problems.push(heldPageProblem(leac)));
  const waiting = hydrateHeldPageFor('every');
  expect(await settledState(waiting)).toBe('resolved');
  expect(failing).toHaveBeenCalledTimes(1);
  // The area's loader forgets the failed load, so that the next one really tries again.
  expect(forgetLoad).toHaveBeenCalledTimes(1);
  expect(heldPageProblem(leac)).toBe('failed');
  expect(await settledState(held)).toBe('pending');
  expect(pageIsHeld()).toBe(true);
  // The next use (or Retry) loads again; the same promise resolves once it has.
  failing.mockImplementation(() => Promise.resolve(code));
  releaseHeldPage();
  expect(heldPageProblem(leac)).toBe('retrying');
  await expect(held).resolves.toBe(code);
  heldPageHydrated(leac);
  expect(heldPageProblem(leac)).toBeUndefined();
  expect(problems).toEqual(['failed', 'retrying', undefined]);
  unsubscribe();
});

test("a tab's keys pressed before the held page hydrates are kept and pressed again once it has; other keys are left alone", async () => {
  document.body.innerHTML = '<main><a role="tab" href="?tab=a">A</a><a href="/x">x</a></main>';
  holdDocumentPage();
  const held = heldPageCode('financials', leac, loader(), forgetLoad);
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
  const held = heldPageCode('financials', leac, load, forgetLoad)!;
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

test("an address naming a section loads the page's code at once", async () => {
  window.history.replaceState(null, '', '/leac#fuel-purchases');
  holdDocumentPage();
  const load = loader();
  await expect(heldPageCode('financials', leac, load, forgetLoad)).resolves.toBe(code);
  expect(load).toHaveBeenCalledTimes(1);
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
    const held = heldPageCode('financials', leac, loader(), forgetLoad)!;
    expect(await settledState(held)).toBe(loadsAtOnce ? 'resolved' : 'pending');
    heldPageHydrated(leac);
  }
});
