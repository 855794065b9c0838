import { ContentError } from '@gpa/shared-ui';
import { refusedField, typingProblem, valueProblem } from './fieldRules';

test('a phone number refuses letters as soon as they are typed; digits with usual separators pass', () => {
  expect(typingProblem('tel', '671-CALL-GPA')).toMatch(/no letters/);
  expect(typingProblem('tel', '671 555')).toBeUndefined();
  expect(typingProblem('text', 'Ana 2')).toBeUndefined();
  for (const ok of ['6715550100', '+1 (671) 647-5787', '671.647.5787'])
    expect(valueProblem('tel', ok)).toBeUndefined();
});

test('a phone number needs 7 to 15 digits, as the content service checks', () => {
  expect(valueProblem('tel', '647-578')).toBe('Enter 7 to 15 digits, for example 671-647-5787.');
  expect(valueProblem('tel', '6475787')).toBeUndefined();
  expect(valueProblem('tel', '1234567890123456')).toMatch(/7 to 15 digits/);
});

test('an email address needs one @ with something on both sides', () => {
  for (const wrong of ['ana', 'ana@', '@example.org', 'ana @example.org', 'a@b@c'])
    expect(valueProblem('email', wrong)).toBe('Enter an email address like name@example.com.');
  expect(valueProblem('email', ' ana@example.org ')).toBeUndefined();
});

test('a validation refusal names its field by the label it starts with; other failures name none', () => {
  const fields = [
    { name: 'Name', label: 'Name' },
    { name: 'Number', label: 'Phone Number' },
    { name: 'Email', label: 'Email Address' },
  ] as const;
  expect(refusedField(new ContentError('Email address must be a valid email address.', 400), fields)).toBe(
    'Email',
  );
  expect(refusedField(new ContentError('Phone number must be 7 to 15 digits.', 400), fields)).toBe('Number');
  expect(refusedField(new ContentError('Name contains characters that are not allowed.', 400), fields)).toBe(
    'Name',
  );
  expect(refusedField(new ContentError('Unknown field: Age.', 400), fields)).toBeUndefined();
  expect(refusedField(new ContentError('Email address is taken.', 500), fields)).toBeUndefined();
  expect(refusedField(new TypeError('Failed to fetch'), fields)).toBeUndefined();
});
