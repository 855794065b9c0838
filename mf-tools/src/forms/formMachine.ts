/**
 * The state of one public form (newsletter sign-up, school visit request), as a pure reducer:
 *
 *   editing --submit, a field empty--> incomplete (warning dialog, nothing sent) --dismiss--> editing
 *   editing --submit, all filled--> submitting --succeeded--> succeeded (dialog, fields cleared) --dismiss--> editing
 *                                              --failed-->    failed (notice; fields and key kept) --submit--> submitting
 *   (failed offline: `kept`, sent again with the same key when the connection returns: offlineQueue.ts)
 *
 * One idempotency key belongs to one submission: created by the first attempt, reused by every retry of the
 * same fields (so the server stores it once even if an earlier attempt did arrive), dropped after success or
 * when the visitor edits a field (then it is a new submission).
 */
export type FormStatus = 'editing' | 'incomplete' | 'submitting' | 'succeeded' | 'failed';

export interface FormState<F extends string> {
  fields: Record<F, string>;
  status: FormStatus;
  /** The key of the submission under way or last failed. */
  idempotencyKey?: string;
  /** What went wrong with the last attempt, for the visitor. */
  error?: string;
  /** True once a submit found empty fields, so the form can mark them. */
  showMissing: boolean;
  /** The last attempt failed offline: the submission waits for the connection. */
  kept?: boolean;
}

export type FormEvent<F extends string> =
  | { type: 'change'; field: F; value: string }
  /** `newKey` is only used when this is a new submission (made in the event handler: reducers stay pure). */
  | { type: 'submit'; newKey: string }
  | { type: 'succeeded' }
  | { type: 'failed'; error: string; offline?: boolean }
  | { type: 'dismiss' };

export function initialFormState<F extends string>(names: readonly F[]): FormState<F> {
  const fields = Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>;
  return { fields, status: 'editing', showMissing: false };
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
      };
    case 'submit':
      if (state.status === 'submitting') return state;
      if (missingFields(state.fields).length) return { ...state, status: 'incomplete', showMissing: true };
      return { ...state, status: 'submitting', error: undefined, kept: undefined, idempotencyKey: state.idempotencyKey ?? event.newKey };
    case 'succeeded': {
      if (state.status !== 'submitting') return state;
      const cleared = Object.fromEntries(Object.keys(state.fields).map((name) => [name, ''])) as Record<F, string>;
      return { fields: cleared, status: 'succeeded', showMissing: false };
    }
    case 'failed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'failed', error: event.error, kept: event.offline };
    case 'dismiss':
      return state.status === 'incomplete' || state.status === 'succeeded' ? { ...state, status: 'editing' } : state;
  }
}
