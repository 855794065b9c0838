import { watchPageViews } from './pageViews';

test('one view for the page loaded, none for a replaced entry or a hash change there, one per other page navigated to', () => {
  const navigation = new EventTarget();
  let path = '/leac';
  const view = jest.fn();
  watchPageViews(navigation, () => path, view);
  expect(view).toHaveBeenCalledTimes(1);
  // React Router's replaceState of its own state as it starts: a navigation to the same page.
  navigation.dispatchEvent(new Event('navigatesuccess'));
  expect(view).toHaveBeenCalledTimes(1);
  path = '/rates';
  navigation.dispatchEvent(new Event('navigatesuccess'));
  path = '/leac';
  navigation.dispatchEvent(new Event('navigatesuccess'));
  expect(view).toHaveBeenCalledTimes(3);
});

test('without the Navigation API: the page loaded only', () => {
  const view = jest.fn();
  watchPageViews(undefined, () => '/', view);
  expect(view).toHaveBeenCalledTimes(1);
});
