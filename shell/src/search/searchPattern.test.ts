import { MAX_MATCHED_TEXT_LENGTH, createMatcher, hasPatternSyntax, isSafePattern } from './searchPattern';

describe('a term is used as a case-insensitive pattern', () => {
  test.each([
    ['leac', 'Levelized Energy Adjustment Clause (LEAC)', true],
    ['LEAC', 'fuel charge leac', true],
    ['^rate', 'Rate Calculator', true],
    ['^rate', 'Proposed rate', false],
    ['colou?r', 'Color schedule', true],
    ['rate.*calc', 'Rate Calculator', true],
    ['pay|bill', 'Ways to Pay', true],
    ['(ab)+c', 'xxababc', true],
    ['[0-9]{3}', 'Call 647-5787', true],
    ['\\$53', 'lowered by $53.00', true],
  ])('%s in "%s" → %s', (term, text, expected) => {
    const matcher = createMatcher(term);
    expect(matcher.mode).toBe('pattern');
    expect(matcher.matches(text)).toBe(expected);
  });

  test('a missing text never matches', () => {
    expect(createMatcher('a').matches(null)).toBe(false);
    expect(createMatcher('a').matches(undefined)).toBe(false);
  });
});

describe('invalid patterns fall back to plain text instead of throwing', () => {
  test.each(['(', '[', '*', '+', '?', ')', 'a{2,1}', '\\'])('%s', (term) => {
    const matcher = createMatcher(term);
    expect(matcher.mode).toBe('text');
    expect(matcher.matches(`a ${term} b`)).toBe(true);
    expect(matcher.matches('nothing special')).toBe(false);
  });

  test('the plain-text match is case-insensitive too', () => {
    expect(createMatcher('(LEAC').matches('Fuel charge (leac) rates')).toBe(true);
  });
});

describe('patterns that could freeze the page are matched as plain text', () => {
  // Timing-independent: these are never run as regular expressions at all.
  test.each([
    '(a+)+$',
    '(a*)*b',
    '(a|aa)+$',
    '(a|a)*$',
    '((ab)*)+$',
    '(?:a+){2,}$',
    '(x+x+)+y',
    '.*.*.*x',
    'a*a*a*a*b',
    '(.*a){12}',
    '\\d+\\d+\\d+$',
    'a?'.repeat(25) + 'a'.repeat(25),
    '(a)\\1',
    '(?=a)a',
    '(?<name>a)',
  ])('%s', (term) => {
    expect(isSafePattern(term)).toBe(false);
    const matcher = createMatcher(term);
    expect(matcher.mode).toBe('text');
    expect(matcher.matches('a'.repeat(10_000) + '!')).toBe(false);
    expect(matcher.matches(`prefix ${term} suffix`)).toBe(true);
  });

  test('a class that looks like it hides the rest of the pattern is read as JavaScript reads it', () => {
    // "[]" is an empty class in JavaScript, so the nested repetition after it is real.
    expect(isSafePattern('[](a+)+$')).toBe(false);
    expect(isSafePattern('[^]+x')).toBe(true);
  });

  test('only the first MAX_MATCHED_TEXT_LENGTH characters of a text are matched', () => {
    const text = `${'x'.repeat(MAX_MATCHED_TEXT_LENGTH)}needle`;
    expect(createMatcher('needle').matches(text)).toBe(false);
    expect(createMatcher('ne+dle').matches(text)).toBe(false);
    expect(createMatcher('needle').matches(text.slice(6))).toBe(true);
  });
});

test('hasPatternSyntax tells plain words from patterns', () => {
  expect(hasPatternSyntax('rate calculator')).toBe(false);
  expect(hasPatternSyntax('(a+)+$')).toBe(true);
  expect(hasPatternSyntax('$53')).toBe(true);
});
