// The state of a public form and its one submission at a time: checks, sending, failures, focus.
import { useEffect, useReducer, useRef } from 'react';
import { useAdoptTypedValues } from '@gpa/shared-ui';
import { refusedField, typingProblem, valueProblem } from './fieldRules';
import { type FieldErrors, type FormEvent, formReducer, initialFormState } from './formMachine';
import { KEPT_MESSAGE, keptBecause, useSendWhenReachable } from './offlineQueue';
import { requiredMessage, type SignupFormProps } from './signupForm.types';
import { describeFailure, submitForm } from './submitForm';

/** crypto.randomUUID exists only in secure contexts; a site served over plain http still needs a key. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type FormSpecs<F extends string> = Pick<SignupFormProps<F>, 'collection' | 'fields'>;

/** Each field's own check: empty ones are required, filled ones checked as the content service checks them. */
function checkFields<F extends string>(fields: FormSpecs<F>['fields'], values: Record<F, string>) {
  return Object.fromEntries(
    fields.map(({ name, label, type }) => [
      name,
      values[name].trim() === '' ? requiredMessage(label) : valueProblem(type, values[name]),
    ]),
  ) as FieldErrors<F>;
}

/**
 * A public form's state: the fields (what was typed before the script arrived is adopted), the submission
 * (every field checked, one attempt at a time, the same idempotency key for every retry, a submission kept
 * offline sent when the connection returns), and the field that gets the focus once its message is rendered.
 */
export function useSignupForm<F extends string>({ collection, fields }: FormSpecs<F>) {
  const [state, dispatch] = useReducer(formReducer<F>, fields, (specs) =>
    initialFormState(specs.map((spec) => spec.name)),
  );
  // Guards against a second attempt before React re-renders with the submitting state.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const focusAfterRender = useRef<F | undefined>(undefined);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    inputs.current[focusAfterRender.current]?.focus();
    focusAfterRender.current = undefined;
  });
  const kindOf = (field: F) => fields.find((spec) => spec.name === field)?.type ?? 'text';
  const change = (field: F, value: string) =>
    dispatch({ type: 'change', field, value, problem: typingProblem(kindOf(field), value) });
  useAdoptTypedValues(inputs, (field) => state.fields[field], change);

  const firstInvalid = (errors: FieldErrors<F>) => fields.find(({ name }) => errors[name])?.name;

  const send = async (fieldsToSend: Record<F, string>, key: string) => {
    inFlight.current = true;
    try {
      await submitForm(collection, fieldsToSend, key);
      dispatch({ type: 'succeeded' });
    } catch (error) {
      const refused = refusedField(error, fields);
      if (refused && error instanceof Error) {
        // The server refused one field: mark it with its message instead of a general failure and Retry.
        dispatch({ type: 'rejected', field: refused, error: error.message });
        focusAfterRender.current = refused;
      } else {
        const kept = await keptBecause(error);
        const message = kept ? KEPT_MESSAGE[kept] : describeFailure(error);
        dispatch({ type: 'failed', error: message, offline: Boolean(kept) });
      }
    } finally {
      inFlight.current = false;
    }
  };

  const submit = async () => {
    if (inFlight.current) return;
    const event: FormEvent<F> = {
      type: 'submit',
      newKey: newIdempotencyKey(),
      problems: checkFields(fields, state.fields),
    };
    // The reducer is pure: running it here tells the handler what the dispatch below leads to.
    const next = formReducer(state, event);
    dispatch(event);
    if (next.status === 'invalid') focusAfterRender.current = firstInvalid(next.fieldErrors);
    if (next.status === 'submitting' && next.idempotencyKey) await send(next.fields, next.idempotencyKey);
  };
  useSendWhenReachable(state.status === 'failed' && Boolean(state.kept), () => void submit());

  // Closing the warning leads to the first field to fix (its message is read out with it), not back to Submit.
  const dismissIncomplete = () => {
    focusAfterRender.current = firstInvalid(state.fieldErrors);
    dispatch({ type: 'dismiss' });
  };
  const dismiss = () => dispatch({ type: 'dismiss' });
  return { state, inputs, change, submit, dismissIncomplete, dismiss };
}
