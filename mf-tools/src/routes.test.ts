import { FORM_OUTCOME_PARAMS } from '@gpa/content-catalog/form-outcome';
import { routes } from './routes';

test('the pages of the public forms declare the no-script outcome parameters (their server render shows it)', () => {
  for (const path of ['/newsletter-sign-up', '/school-visit-request'])
    expect(routes.find((route) => route.path === path)?.query).toEqual(FORM_OUTCOME_PARAMS);
});
