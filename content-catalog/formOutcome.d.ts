/** The address parameters of an outcome: the route of a page with a form declares both (its query). */
export const FORM_OUTCOME_PARAMS: string[];
/**
 * sent: kept (once, whatever the repeats); incomplete: required fields empty (named in `fix`); refused: the
 * content service refused a field's value (named in `fix`); busy: too many forms from this connection;
 * failed: the content service had a problem or did not answer.
 */
export const FORM_OUTCOMES: readonly ["sent", "incomplete", "refused", "busy", "failed"];
/** The public forms, by their content collection. */
export const PUBLIC_FORMS: readonly ["e-newsletters", "school-visit-requests"];
/**
 * The query of an outcome: `?form=e-newsletters.incomplete&fix=FirstName&fix=Email`.
 * @param {typeof PUBLIC_FORMS[number]} form
 * @param {typeof FORM_OUTCOMES[number]} outcome
 * @param {readonly string[]} [fix]
 * @returns {string}
 */
export function formOutcomeSearch(form: (typeof PUBLIC_FORMS)[number], outcome: (typeof FORM_OUTCOMES)[number], fix?: readonly string[]): string;
/**
 * The outcome of `form` named in an address's query, if any (anything else there is ignored).
 * @param {URLSearchParams} params
 * @param {typeof PUBLIC_FORMS[number]} form
 * @returns {{ outcome: typeof FORM_OUTCOMES[number], fix: string[] } | undefined}
 */
export function readFormOutcome(params: URLSearchParams, form: (typeof PUBLIC_FORMS)[number]): {
    outcome: (typeof FORM_OUTCOMES)[number];
    fix: string[];
} | undefined;
