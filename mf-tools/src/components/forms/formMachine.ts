/**
 * The state of one public form (newsletter sign-up, school visit request), as a pure reducer:
 *
 *   editing --submit, a field empty--> incomplete (warning dialog, every empty or wrong field marked, nothing sent) --dismiss--> editing
 *   editing --submit, a field wrong--> invalid (the fields marked with what to fix, nothing sent)
 *   submitting --rejected (the server refused one field)--> invalid (that field marked, everything kept)
 *   editing --submit, all filled--> submitting --succeeded--> succeeded (dialog, fields cleared) --dismiss--> editing
 *                                              --failed-->    failed (notice; fields and key kept) --submit--> submitting
 *   (failed offline: `kept`, sent again with the same key when the connection returns: offlineQueue.ts)
 *
 * One idempotency key belongs to one submission: created by the first attempt, reused by every retry of the
 * same fields (so the server stores it once even if an earlier attempt did arrive), dropped after success or
 * when the visitor edits a field (then it is a new submission).
 */
export type FormStatus = 'editing' | 'incomplete' | 'invalid' | 'submitting' | 'succeeded' | 'failed';

/** What is wrong with each field, in words that say what to fix. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormState<F extends string> {
  fields: Record<F, string>;
  status: FormStatus;
  /** The key of the submission under way or last failed. */
  idempotencyKey?: string;
  /** What went wrong with the last attempt, for the visitor. */
  error?: string;
  /** True once a submit found empty fields, so the form can mark them. */
  showMissing: boolean;
  /** Fields found wrong (by the form's checks or the server), until the visitor edits them. */
  fieldErrors: FieldErrors<F>;
  /** The last attempt failed offline: the submission waits for the connection. */
  kept?: boolean;
}

export type FormEvent<F extends string> =
  /** `problem`: what is wrong with the new value as typed (e.g. letters in a phone number), if anything. */
  | { type: 'change'; field: F; value: string; problem?: string }
  /**
   * `newKey` is only used when this is a new submission (made in the event handler: reducers stay pure);
   * `problems` are the form's own checks of the fields, made there too (an empty field's is that it is required).
   */
  | { type: 'submit'; newKey: string; problems?: FieldErrors<F> }
  | { type: 'succeeded' }
  | { type: 'failed'; error: string; offline?: boolean }
  | { type: 'rejected'; field: F; error: string }
  | { type: 'dismiss' };

export function initialFormState<F extends string>(names: readonly F[]): FormState<F> {
  const fields = Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>;
  return { fields, status: 'editing', showMissing: false, fieldErrors: {} };
}

export const missingFields = <F extends string>(fields: Record<F, string>): F[] =>
  (Object.keys(fields) as F[]).filter((name) => fields[name].trim() === '');

export function formReducer<F extends string>(state: FormState<F>, event: FormEvent<F>): FormState<F> {
  switch (event.type) {
    case 'change':
      // What is being sent stays as sent until the server answers.
      if (state.status === 'submitting') return state;
      return {
        ...state,
        fields: { ...state.fields, [event.field]: event.value },
        idempotencyKey: state.fields[event.field] === event.value ? state.idempotencyKey : undefined,
        fieldErrors: { ...state.fieldErrors, [event.field]: event.problem },
      };
    case 'submit':
      if (state.status === 'submitting') return state;
      // Every field's problem at once: an empty one and a wrong email are marked together, not one try after another.
      if (missingFields(state.fields).length)
        return {
          ...state,
          status: 'incomplete',
          showMissing: true,
          error: undefined,
          fieldErrors: { ...event.problems },
        };
      if (Object.values(event.problems ?? {}).some(Boolean))
        return { ...state, status: 'invalid', error: undefined, fieldErrors: { ...event.problems } };
      return {
        ...state,
        status: 'submitting',
        error: undefined,
        kept: undefined,
        idempotencyKey: state.idempotencyKey ?? event.newKey,
      };
    case 'succeeded': {
      if (state.status !== 'submitting') return state;
      const cleared = Object.fromEntries(Object.keys(state.fields).map((name) => [name, ''])) as Record<
        F,
        string
      >;
      return { fields: cleared, status: 'succeeded', showMissing: false, fieldErrors: {} };
    }
    case 'failed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'failed', error: event.error, kept: event.offline };
    case 'rejected':
      if (state.status !== 'submitting') return state;
      return {
        ...state,
        status: 'invalid',
        fieldErrors: { ...state.fieldErrors, [event.field]: event.error },
      };
    case 'dismiss':
      return state.status === 'incomplete' || state.status === 'succeeded'
        ? { ...state, status: 'editing' }
        : state;
  }
}
