// The public forms' field checks, from the rules the content service applies (content-catalog).
import { FORMS, type FieldRule } from '@gpa/content-catalog/form-rules';
import { ContentError } from '@gpa/shared-ui';

/** The kinds of field the public forms have; each is checked as the content service checks it. */
export type FieldKind = 'text' | 'tel' | 'email';

/** The content service's rule for a field of a public form: the form holds to the same lengths and digits. */
export function fieldRule(collection: string, field: string): FieldRule {
  const rule = FORMS[`/api/${collection}`]?.fields[field];
  if (!rule) throw new Error(`The content service has no rule for ${field} of ${collection}`);
  return rule;
}

const phoneRule = fieldRule('e-newsletters', 'PhoneNumber');
if (phoneRule.kind !== 'phone') throw new Error('PhoneNumber is not a phone field');
export const PHONE_DIGITS = { min: phoneRule.minDigits, max: phoneRule.maxDigits };

// What a phone number may hold besides digits: spaces, dashes, dots, brackets and a leading +.
const PHONE_CHARACTERS = /^\+?[0-9 ().-]*$/;
// Something before and after one @; the content service makes the final check (a dot in the domain...).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** What is wrong with a value while it is being typed (letters in a phone number), if anything. */
export function typingProblem(kind: FieldKind, value: string): string | undefined {
  if (kind === 'tel' && !PHONE_CHARACTERS.test(value.trim())) {
    return 'Use digits only: no letters (spaces, dashes, brackets and a leading + are fine).';
  }
  return undefined;
}

const PHONE_HINT = `Enter ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, for example 671-647-5787.`;
const EMAIL_HINT = 'Enter an email address like name@example.com.';

/** What a field of this kind must hold, as valueProblem words it: for a refusal whose value is not at hand. */
export function formatHint(kind: FieldKind, max: number): string {
  if (kind === 'tel') return PHONE_HINT;
  if (kind === 'email') return EMAIL_HINT;
  return `Use at most ${max} letters, digits and punctuation.`;
}

/** What is wrong with a filled-in value at submission, in words that say what to fix. */
export function valueProblem(kind: FieldKind, value: string): string | undefined {
  const typing = typingProblem(kind, value);
  if (typing) return typing;
  const trimmed = value.trim();
  if (kind === 'tel') {
    const digits = trimmed.replace(/\D/g, '').length;
    if (digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
      return PHONE_HINT;
    }
  }
  if (kind === 'email' && !EMAIL_SHAPE.test(trimmed)) return EMAIL_HINT;
  return undefined;
}

/**
 * The field a refusal of the content service is about: its validation answers (400) start with the field's
 * label ("Email address must be a valid email address."). The longest matching label wins.
 */
export function refusedField<F extends string>(
  error: unknown,
  fields: readonly { name: F; label: string }[],
): F | undefined {
  if (!(error instanceof ContentError) || error.status !== 400) return undefined;
  const message = error.message.toLowerCase();
  return fields
    .filter(({ label }) => message.startsWith(`${label.toLowerCase()} `))
    .sort((a, b) => b.label.length - a.label.length)[0]?.name;
}
