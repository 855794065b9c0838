// The one public form component: fields, checks, dialogs, sending once, keeping a submission offline.
import styled from '@emotion/styled';
import { Button, Dialog, Problem } from '@gpa/shared-ui';
import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { type FieldKind, fieldRule, refusedField, typingProblem, valueProblem } from './fieldRules';
import {
  type FieldErrors,
  type FormEvent as MachineEvent,
  formReducer,
  initialFormState,
} from './formMachine';
import { KEPT_MESSAGE, keptBecause, useSendWhenReachable } from './offlineQueue';
import { describeFailure, submitForm } from './submitForm';

export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  type: FieldKind;
  autoComplete: string;
}

export interface FormMessages {
  title: string;
  message: string;
}

export interface SignupFormProps<F extends string> {
  collection: 'e-newsletters' | 'school-visit-requests';
  /** The form's accessible name. */
  name: string;
  /** The body's fields, in order: exactly these keys are sent. */
  fields: readonly FieldSpec<F>[];
  submitLabel: string;
  success: FormMessages;
}

/** What every form says when a field is empty or wrong at submission. */
const INCOMPLETE: FormMessages = { title: 'Warning', message: 'You need to fill up the required fields' };

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  label {
    display: block;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(0.5)};
  }
  input {
    font: inherit;
    box-sizing: border-box;
    width: 100%;
    padding: ${({ theme }) => theme.space(1)};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
`;

const FieldsToFix = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

/** What an empty required field says under it. */
export const requiredMessage = (label: string) => `Enter your ${label.toLowerCase()}.`;

/** crypto.randomUUID exists only in secure contexts; a site served over plain http still needs a key. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A public form that posts one record: every field required (else a warning dialog, each empty or wrong field
 * marked under it, focus on the first after the dialog, and nothing is sent),
 * each field checked as the content service checks it (a wrong one, or one the server refuses, is marked
 * with what to fix and keeps its input), a success dialog that clears the fields, and failures shown with the fields kept and a Retry that resends
 * the same submission (same idempotency key). One attempt at a time.
 */
export function SignupForm<F extends string>({
  collection,
  name,
  fields,
  submitLabel,
  success,
}: SignupFormProps<F>) {
  const formId = useId();
  const [state, dispatch] = useReducer(formReducer<F>, fields, (specs) =>
    initialFormState(specs.map((spec) => spec.name)),
  );
  // Guards against a second attempt before React re-renders with the submitting state.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  // A field found wrong gets the focus once its message is rendered, so it is read out with the field.
  const focusAfterRender = useRef<F | undefined>(undefined);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    inputs.current[focusAfterRender.current]?.focus();
    focusAfterRender.current = undefined;
  });

  const firstInvalid = (errors: FieldErrors<F>) => fields.find(({ name: field }) => errors[field])?.name;

  // Closing the warning leads to the first field to fix (its message is read out with it), not back to Submit.
  const dismissIncomplete = () => {
    focusAfterRender.current = firstInvalid(state.fieldErrors);
    dispatch({ type: 'dismiss' });
  };

  const submit = async () => {
    if (inFlight.current) return;
    const problems = Object.fromEntries(
      fields.map(({ name: field, label, type }) => [
        field,
        state.fields[field].trim() === '' ? requiredMessage(label) : valueProblem(type, state.fields[field]),
      ]),
    ) as FieldErrors<F>;
    const event: MachineEvent<F> = { type: 'submit', newKey: newIdempotencyKey(), problems };
    // The reducer is pure: running it here tells the handler what the dispatch below leads to.
    const next = formReducer(state, event);
    dispatch(event);
    if (next.status === 'invalid') focusAfterRender.current = firstInvalid(next.fieldErrors);
    if (next.status !== 'submitting' || !next.idempotencyKey) return;
    inFlight.current = true;
    try {
      await submitForm(collection, next.fields, next.idempotencyKey);
      dispatch({ type: 'succeeded' });
    } catch (error) {
      const refused = refusedField(error, fields);
      if (refused && error instanceof Error) {
        // The server refused one field: mark it with its message instead of a general failure and Retry.
        dispatch({ type: 'rejected', field: refused, error: error.message });
        focusAfterRender.current = refused;
      } else {
        const kept = await keptBecause(error);
        dispatch({
          type: 'failed',
          error: kept ? KEPT_MESSAGE[kept] : describeFailure(error),
          offline: Boolean(kept),
        });
      }
    } finally {
      inFlight.current = false;
    }
  };

  useSendWhenReachable(state.status === 'failed' && Boolean(state.kept), () => void submit());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const submitting = state.status === 'submitting';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name} aria-busy={submitting}>
      <Hint>All fields are required.</Hint>
      <Fields>
        {fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const value = state.fields[field.name];
          const problem = state.fieldErrors[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              <input
                ref={(element) => {
                  inputs.current[field.name] = element;
                }}
                id={id}
                name={field.name}
                type={field.type}
                inputMode={field.type === 'tel' ? 'tel' : undefined}
                autoComplete={field.autoComplete}
                maxLength={fieldRule(collection, field.name).max}
                required
                readOnly={submitting}
                value={value}
                aria-invalid={problem || (state.showMissing && value.trim() === '') ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(event) =>
                  dispatch({
                    type: 'change',
                    field: field.name,
                    value: event.target.value,
                    problem: typingProblem(field.type, event.target.value),
                  })
                }
              />
              {problem ? <FieldError id={`${id}-error`}>{problem}</FieldError> : null}
            </div>
          );
        })}
      </Fields>
      {/* aria-disabled, not disabled: the button keeps focus, so focus can return to it from the dialog. */}
      <Button type="submit" aria-disabled={submitting || undefined}>
        {submitting ? 'Sending…' : submitLabel}
      </Button>
      {state.status === 'failed' && state.error ? (
        <Problem title="Your form was not sent." onRetry={() => void submit()}>
          {state.error}
        </Problem>
      ) : null}
      {/* An alert dialog: the warning and the fields to fix are read out as it opens. */}
      <Dialog open={state.status === 'incomplete'} title={INCOMPLETE.title} onClose={dismissIncomplete} alert>
        <p>{INCOMPLETE.message}</p>
        <FieldsToFix>
          {fields
            .filter((field) => state.fieldErrors[field.name])
            .map((field) => (
              <li key={field.name}>
                {field.label}: {state.fieldErrors[field.name]}
              </li>
            ))}
        </FieldsToFix>
      </Dialog>
      <Dialog
        open={state.status === 'succeeded'}
        title={success.title}
        onClose={() => dispatch({ type: 'dismiss' })}
      >
        <p>{success.message}</p>
      </Dialog>
    </form>
  );
}
