import { STAYS_IN_PLACE, type AreaRoutesModule, type PublishedRoute, type RouteObject } from '@gpa/shared-ui';
import { act, render } from '@testing-library/react';
import { memoryHistory, routerOver } from '../layout/testing';
import { HeldPageGuard, isAnotherEntry, pageOpenedInPlace } from './HeldPageGuard';
import { heldPageCode, heldPageHydrated, holdDocumentPage, pageIsHeld } from './heldPage';

const routes: RouteObject[] = [{ path: '/leac' }, { path: '/corporate/*' }, { path: '*' }];

/**
 * Where a click on the page's first link, as the browser would send it, opens in place (undefined: the
 * browser's way). Asked as the click reaches the document (after a handler of the page's own, `handledFirst`);
 * the click is then cancelled, since the test's document cannot navigate.
 */
function openedInPlace(html: string, init: MouseEventInit = {}, handledFirst = false) {
  document.body.innerHTML = html;
  const link = document.querySelector('a')!;
  if (handledFirst) link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  let opened: string | undefined;
  const ask = (event: MouseEvent) => {
    opened = pageOpenedInPlace(event, routes);
    event.preventDefault();
  };
  document.addEventListener('click', ask, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return opened;
}

test("a plain click on a link in the held page to another of the site's pages opens it in place", () => {
  expect(openedInPlace('<main><a href="/corporate/about-us?x=1#y">About</a></main>')).toBe(
    '/corporate/about-us?x=1#y',
  );
  expect(openedInPlace('<main><a href="/leac?tab=fuel"><span>Fuel</span></a></main>')).toBe('/leac?tab=fuel');
});

test("files, other sites, new tabs, modified clicks, anchors and links outside main go the browser's way", () => {
  const none = (html: string, init?: MouseEventInit) => expect(openedInPlace(html, init)).toBeUndefined();
  none('<main><a href="/uploads/bill.pdf">Bill</a></main>');
  none('<main><a href="https://example.org/leac">Elsewhere</a></main>');
  none('<main><a href="/leac" target="_blank">New tab</a></main>');
  none('<main><a href="/leac" download>Save</a></main>');
  none('<main><a href="/leac">Ctrl</a></main>', { ctrlKey: true });
  none('<main><a href="/leac">Middle</a></main>', { button: 1 });
  none(`<main><a href="${window.location.pathname}#part">Part</a></main>`);
  none('<header><a href="/leac">Menu link</a></header>');
  expect(openedInPlace('<main><a href="/leac">Handled</a></main>', {}, true)).toBeUndefined();
});

test('a navigation is another history entry: another key, or another address under the same default key', () => {
  const first = { key: 'default', pathname: '/', search: '', hash: '' };
  expect(isAnotherEntry(first, { ...first })).toBe(false);
  expect(isAnotherEntry(first, { ...first, key: 'k2' })).toBe(true);
  // history.pushState({}, '', '/energysense') then popstate: no key of the router's own.
  expect(isAnotherEntry(first, { ...first, pathname: '/energysense' })).toBe(true);
  expect(isAnotherEntry(first, { ...first, search: '?tab=fuel' })).toBe(true);
});

test('another address of the held page loads its code; another page, once shown, drops it without its code', async () => {
  const leac: PublishedRoute = { path: '/leac', title: 'LEAC', pageCode: 'whenUsed' };
  const code: AreaRoutesModule = { routes: [] };
  for (const [next, loadsTheCode] of [
    ['/leac?tab=history', true],
    ['/rates', false],
  ] as const) {
    window.history.replaceState(null, '', '/leac');
    holdDocumentPage();
    const load = jest.fn(() => Promise.resolve(code));
    const held = heldPageCode('financials', leac, load, () => undefined)!;
    const history = memoryHistory('/leac');
    const guarded = [{ path: '*', element: <HeldPageGuard routes={routes} /> }];
    render(routerOver(history, guarded));
    await act(async () => history.push(next));
    if (loadsTheCode) await expect(held).resolves.toBe(code);
    expect(load).toHaveBeenCalledTimes(loadsTheCode ? 1 : 0);
    expect(pageIsHeld()).toBe(loadsTheCode);
    heldPageHydrated(leac);
  }
});

test("a tab's link on the held page shows its view where the visitor is, without the link's fragment; the chosen tab's does nothing", async () => {
  const leac: PublishedRoute = { path: '/leac', title: 'LEAC', pageCode: 'whenUsed' };
  window.history.replaceState(null, '', '/leac');
  holdDocumentPage();
  void heldPageCode(
    'financials',
    leac,
    () => Promise.resolve({ routes: [] }),
    () => undefined,
  );
  const history = memoryHistory('/leac');
  render(routerOver(history, [{ path: '*', element: <HeldPageGuard routes={routes} /> }]));
  const tabs = document.createElement('main');
  tabs.innerHTML =
    '<a role="tab" href="/leac#tab-rates">Rates</a><a role="tab" href="/leac?tab=fuel#tab-fuel">Fuel</a>';
  document.body.append(tabs);
  const [chosen, other] = [...tabs.querySelectorAll('a')];
  const followed = (link: HTMLAnchorElement) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    return !click.defaultPrevented;
  };
  // The chosen tab: no fragment to scroll to, no new entry, the page still held.
  expect(followed(chosen!)).toBe(false);
  expect(history.index).toBe(0);
  expect(pageIsHeld()).toBe(true);
  await act(async () => followed(other!));
  expect(history.location).toMatchObject({ pathname: '/leac', search: '?tab=fuel', hash: '' });
  expect(history.location.state).toEqual(STAYS_IN_PLACE);
  tabs.remove();
  heldPageHydrated(leac);
});
