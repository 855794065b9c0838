'use strict';

/**
 * The two public forms: the only fields each accepts, and how each is checked.
 * The site's forms take their lengths and phone digits from here (mf-tools/src/components/forms/fieldRules.ts).
 */
/**
 * @typedef {{ kind: 'text' | 'email', label: string, max: number } | { kind: 'phone', label: string, max: number, minDigits: number, maxDigits: number }} FieldRule
 * @typedef {{ uid: string, fields: Record<string, FieldRule>, uniqueBy?: string }} FormRules
 */

/** @type {(label: string, max: number) => FieldRule} */
const text = (label, max) => ({ kind: 'text', label, max });
/** @type {(label: string) => FieldRule} */
const phone = (label) => ({ kind: 'phone', label, max: 30, minDigits: 7, maxDigits: 15 });
/** @type {(label: string) => FieldRule} */
const email = (label) => ({ kind: 'email', label, max: 254 });

/** @type {Record<string, FormRules>} */
const FORMS = {
  '/api/e-newsletters': {
    uid: 'api::e-newsletter.e-newsletter',
    fields: {
      FirstName: text('First name', 100),
      LastName: text('Last name', 100),
      PhoneNumber: phone('Phone number'),
      Email: email('Email address'),
    },
    // One subscriber per email address: signing up again changes nothing.
    uniqueBy: 'Email',
  },
  '/api/school-visit-requests': {
    uid: 'api::school-visit-request.school-visit-request',
    fields: {
      Name: text('Name', 100),
      School: text('School', 200),
      Number: phone('Phone number'),
      Email: email('Email address'),
    },
  },
};

/**
 * The Idempotency-Key header of a form submission, one rule for the site server and Strapi alike (both
 * require this module): what clients generate (UUIDs, random hex), nothing that needs escaping.
 */
const IDEMPOTENCY_KEY = {
  pattern: /^[A-Za-z0-9_-]{8,128}$/,
  message: 'Idempotency-Key must be 8 to 128 letters, digits, - or _.',
};

/**
 * The site server forwards each form with the visitor's address in X-Forwarded-For and proves that it is the
 * site server with this header, whose value is the secret both share (CONTENT_PROXY_SECRET). Strapi trusts
 * X-Forwarded-For only then: any other local process could write that header too.
 */
const PROXY_SECRET_HEADER = 'x-content-proxy-secret';

module.exports = { FORMS, IDEMPOTENCY_KEY, PROXY_SECRET_HEADER };
