import { SCROLL_POSITIONS_KEY } from './useScrollRestoration';

type Modules = {
  hook: typeof import('./useScrollRestoration');
  router: typeof import('react-router');
  testing: typeof import('@testing-library/react/pure');
};

/** Scrolls the window as a browser does: the new position, then a scroll event. */
function scrollWindowTo(_x: number, y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
// Chromium's scroll methods answer a promise (settled once the scroll is done).
const scrollTo = jest.fn((x: number, y: number) => {
  scrollWindowTo(x, y);
  return Promise.resolve();
});
// Each document's own Testing Library (pure: no cleanup of its own) renders once; unmounted after each test.
const opened: (() => void)[] = [];
afterEach(() => opened.splice(0).forEach((unmount) => unmount()));

beforeEach(() => {
  sessionStorage.clear();
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn().mockResolvedValue(undefined);
  scrollWindowTo(0, 0);
});

/** A new document (its own modules) whose router shows the last of `entries`. */
function openDocument(entries: { pathname: string; key?: string }[] = [{ pathname: '/' }]) {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      hook: jest.requireActual('./useScrollRestoration'),
      router: jest.requireActual('react-router'),
      testing: jest.requireActual('@testing-library/react/pure'),
    };
  });
  const { hook, router, testing } = modules!;
  function Page() {
    hook.useScrollRestoration();
    const { pathname } = router.useLocation();
    return <h1 id="part">{pathname}</h1>;
  }
  const history = router.UNSAFE_createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  });
  const view = testing.render(
    <router.unstable_HistoryRouter history={history}>
      <Page />
    </router.unstable_HistoryRouter>,
  );
  opened.push(view.unmount);
  return { history, act: testing.act, ...view };
}

test('the first render leaves the server-rendered page where the browser has it, and takes restoration over', () => {
  scrollWindowTo(0, 250);
  scrollTo.mockClear();
  openDocument();
  expect(scrollTo).not.toHaveBeenCalled();
  expect(window.history.scrollRestoration).toBe('manual');
});

test('a followed link opens the next page at its top; Back returns where the visitor was', () => {
  const { history, act } = openDocument();
  act(() => scrollWindowTo(0, 300));
  act(() => history.push('/leac'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  act(() => scrollWindowTo(0, 900));
  act(() => history.go(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  act(() => history.go(1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
});

test('a navigation that stays in place (a tab chosen, a calculation) leaves the window where it is; Back too', () => {
  const { history, act } = openDocument();
  act(() => scrollWindowTo(0, 600));
  scrollTo.mockClear();
  act(() => history.push('/leac?tab=fuel', { staysInPlace: true }));
  act(() => history.replace('/leac?tab=orders', { staysInPlace: true }));
  expect(scrollTo).not.toHaveBeenCalled();
  expect(window.scrollY).toBe(600);
  act(() => scrollWindowTo(0, 700));
  act(() => history.go(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
});

test('a link to a #hash scrolls to the element it names instead of the top', () => {
  const { history, act } = openDocument();
  scrollTo.mockClear();
  act(() => history.push('/leac#part'));
  expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('leaving the document keeps the positions for a reload, but not the first entry that documents share', () => {
  const { history, act, unmount } = openDocument();
  act(() => scrollWindowTo(0, 300));
  act(() => history.push('/leac'));
  const leacKey = history.location.key;
  act(() => scrollWindowTo(0, 640));
  window.dispatchEvent(new Event('pagehide'));
  expect(window.history.scrollRestoration).toBe('auto');
  expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '')).toEqual({ [leacKey]: 640 });
  unmount();

  scrollTo.mockClear();
  openDocument([{ pathname: '/' }, { pathname: '/leac', key: leacKey }]);
  expect(scrollTo).toHaveBeenCalledWith(0, 640);
});
