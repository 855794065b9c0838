// How a public form sent without JavaScript is answered: the site server takes the POST and redirects (303)
// to the page it came from with the outcome in the address, which the page shows. Only the form, the outcome
// and field names are in that address, never a value the visitor typed.

/** The public forms, by their content collection. */
export const PUBLIC_FORMS = ['e-newsletters', 'school-visit-requests'] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

/**
 * sent: kept (once, whatever the repeats); incomplete: required fields empty (named in `fix`); refused: the
 * content service refused a field's value (named in `fix`); busy: too many forms from this connection;
 * failed: the content service had a problem or did not answer.
 */
export const FORM_OUTCOMES = ['sent', 'incomplete', 'refused', 'busy', 'failed'] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

/** The address parameters of an outcome: the route of a page with a form declares both (its query). */
export const FORM_OUTCOME_PARAMS = ['form', 'fix'] as const;

/** The query of an outcome: `?form=e-newsletters.incomplete&fix=FirstName&fix=Email`. */
export function formOutcomeSearch(
  form: PublicForm,
  outcome: FormOutcome,
  fix: readonly string[] = [],
): string {
  const params = new URLSearchParams({ form: `${form}.${outcome}` });
  for (const field of fix) params.append('fix', field);
  return `?${params.toString()}`;
}

/** The outcome of `form` named in an address's query, if any (anything else there is ignored). */
export function readFormOutcome(
  params: URLSearchParams,
  form: PublicForm,
): { outcome: FormOutcome; fix: string[] } | undefined {
  const [named, outcome] = (params.get('form') ?? '').split('.');
  if (named !== form || !FORM_OUTCOMES.includes(outcome as FormOutcome)) return undefined;
  return { outcome: outcome as FormOutcome, fix: params.getAll('fix') };
}
