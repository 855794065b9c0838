'use strict';

// How a public form sent without JavaScript is answered: the site server takes the POST and redirects (303)
// to the page it came from with the outcome in the address, which the page shows. Only the form, the outcome
// and field names are in that address, never a value the visitor typed.

/** The public forms, by their content collection. */
const PUBLIC_FORMS = /** @type {const} */ (['e-newsletters', 'school-visit-requests']);

/**
 * sent: kept (once, whatever the repeats); incomplete: required fields empty (named in `fix`); refused: the
 * content service refused a field's value (named in `fix`); busy: too many forms from this connection;
 * failed: the content service had a problem or did not answer.
 */
const FORM_OUTCOMES = /** @type {const} */ (['sent', 'incomplete', 'refused', 'busy', 'failed']);

/** The address parameters of an outcome: the route of a page with a form declares both (its query). */
const FORM_OUTCOME_PARAMS = ['form', 'fix'];

/**
 * The query of an outcome: `?form=e-newsletters.incomplete&fix=FirstName&fix=Email`.
 * @param {typeof PUBLIC_FORMS[number]} form
 * @param {typeof FORM_OUTCOMES[number]} outcome
 * @param {readonly string[]} [fix]
 * @returns {string}
 */
function formOutcomeSearch(form, outcome, fix = []) {
  const params = new URLSearchParams({ form: `${form}.${outcome}` });
  for (const field of fix) params.append('fix', field);
  return `?${params.toString()}`;
}

/**
 * The outcome of `form` named in an address's query, if any (anything else there is ignored).
 * @param {URLSearchParams} params
 * @param {typeof PUBLIC_FORMS[number]} form
 * @returns {{ outcome: typeof FORM_OUTCOMES[number], fix: string[] } | undefined}
 */
function readFormOutcome(params, form) {
  const [named, outcome] = (params.get('form') ?? '').split('.');
  const known = FORM_OUTCOMES.find((candidate) => candidate === outcome);
  if (named !== form || !known) return undefined;
  return { outcome: known, fix: params.getAll('fix') };
}

module.exports = { FORM_OUTCOME_PARAMS, FORM_OUTCOMES, PUBLIC_FORMS, formOutcomeSearch, readFormOutcome };
