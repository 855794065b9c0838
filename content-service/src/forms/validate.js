'use strict';

// Pragmatic address check (what browsers accept for type=email, plus a dot in the domain).
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a form body `{ data: { ...fields } }` against its rules. Returns the trimmed data to store, or the
 * first problem as a sentence for the visitor. Nothing else than the listed fields gets through.
 */
function validateSubmission(form, body) {
  if (!isPlainObject(body) || !isPlainObject(body.data))
    return { error: 'The request body must be {"data": {...}}.' };
  const extraTop = Object.keys(body).filter((key) => key !== 'data');
  if (extraTop.length) return { error: `Unknown key: ${extraTop[0]}.` };
  const unknown = Object.keys(body.data).filter((key) => !Object.hasOwn(form.fields, key));
  if (unknown.length) return { error: `Unknown field: ${unknown[0]}.` };

  const data = {};
  for (const [name, rule] of Object.entries(form.fields)) {
    const raw = body.data[name];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      return { error: `${rule.label} is required.` };
    }
    if (typeof raw !== 'string') return { error: `${rule.label} must be text.` };
    const value = raw.trim();
    if (value.length > rule.max) return { error: `${rule.label} must be at most ${rule.max} characters.` };
    if (CONTROL.test(value)) return { error: `${rule.label} contains characters that are not allowed.` };
    if (rule.kind === 'email' && !EMAIL.test(value))
      return { error: `${rule.label} must be a valid email address.` };
    if (rule.kind === 'phone') {
      const digits = value.replace(/\D/g, '').length;
      if (!PHONE_CHARACTERS.test(value) || digits < rule.minDigits || digits > rule.maxDigits) {
        return {
          error: `${rule.label} must be ${rule.minDigits} to ${rule.maxDigits} digits (spaces, dashes, brackets and a leading + allowed).`,
        };
      }
    }
    data[name] = value;
  }
  return { data };
}

module.exports = { validateSubmission };
