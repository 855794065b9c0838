import { ContentError } from '@gpa/shared-ui';
import { SubmitTimeout, describeFailure } from './submitForm';

test.each([
  [new SubmitTimeout(), /did not answer in time/],
  [new ContentError('Request Timeout', 408), /did not answer in time/],
  [new ContentError('Too many', 429), /wait a minute/],
  [new ContentError('Bad Gateway', 502), /server had a problem \(error 502\)/],
  [
    new ContentError('Phone number must be 7 to 15 digits.', 400),
    /^The form was not accepted: Phone number must be 7 to 15 digits\.$/,
  ],
  [new TypeError('Failed to fetch'), /could not reach the server/],
])('%p is explained to the visitor', (error, message) => {
  expect(describeFailure(error)).toMatch(message);
});
