// One page view per page shown: the full load, then each same-document navigation that shows another page
// (another path). A history entry replaced in place (React Router stores its own state with replaceState as it
// starts, which the Navigation API reports as a navigation), a hash or a query change show no new page.

/** Calls `view` for the page shown now and for each later page; `navigation`: window.navigation where there is one. */
export function watchPageViews(
  navigation: EventTarget | undefined,
  pathname: () => string,
  view: () => void,
): void {
  let shown = pathname();
  view();
  navigation?.addEventListener('navigatesuccess', () => {
    if (pathname() === shown) return;
    shown = pathname();
    view();
  });
}
