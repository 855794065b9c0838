// The one public form component: its parts are the fields, the dialogs, the no-script outcome and the state.
import styled from '@emotion/styled';
import { Button, Problem, useLocation } from '@gpa/shared-ui';
import { useId, type FormEvent } from 'react';
import { NoScriptOutcome } from './NoScriptOutcome';
import { SignupDialogs } from './SignupDialogs';
import { SignupFields } from './SignupFields';
import type { SignupFormProps } from './signupForm.types';
import { useSignupForm } from './useSignupForm';

export { requiredMessage, type FieldSpec, type FormMessages, type SignupFormProps } from './signupForm.types';

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

/**
 * A public form that posts one record: every field required (else a warning dialog, each empty or wrong field
 * marked under it, focus on the first after the dialog, and nothing is sent), each field checked as the
 * content service checks it (a wrong one, or one the server refuses, is marked with what to fix and keeps its
 * input), a success dialog that clears the fields, and failures shown with the fields kept and a Retry that
 * resends the same submission (same idempotency key). One attempt at a time.
 * Without the script the browser POSTs it to this page (never a field in the address): the site server sends
 * it and answers with this page and the outcome (NoScriptOutcome).
 */
export function SignupForm<F extends string>({
  collection,
  name,
  fields,
  submitLabel,
  success,
}: SignupFormProps<F>) {
  const formId = useId();
  const { pathname } = useLocation();
  const form = useSignupForm({ collection, fields });
  const { state } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const submitting = state.status === 'submitting';
  return (
    <form
      id={`form-${collection}`}
      method="post"
      action={pathname}
      onSubmit={onSubmit}
      noValidate
      aria-label={name}
      aria-busy={submitting}
    >
      <input type="hidden" name="form" value={collection} />
      <NoScriptOutcome collection={collection} fields={fields} success={success} />
      <Hint>All fields are required.</Hint>
      <SignupFields
        collection={collection}
        formId={formId}
        fields={fields}
        state={state}
        inputs={form.inputs}
        onChange={form.change}
      />
      {/* aria-disabled, not disabled: the button keeps focus, so focus can return to it from the dialog. */}
      <Button type="submit" aria-disabled={submitting || undefined}>
        {submitting ? 'Sending…' : submitLabel}
      </Button>
      {state.status === 'failed' && state.error ? (
        <Problem title="Your form was not sent." onRetry={() => void form.submit()}>
          {state.error}
        </Problem>
      ) : null}
      <SignupDialogs
        fields={fields}
        state={state}
        success={success}
        onDismissIncomplete={form.dismissIncomplete}
        onDismiss={form.dismiss}
      />
    </form>
  );
}
