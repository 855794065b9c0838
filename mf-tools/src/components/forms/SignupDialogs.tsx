// The two dialogs of a public form: the warning with the fields to fix, and the success message.
import styled from '@emotion/styled';
import { Dialog } from '@gpa/shared-ui';
import type { FormState } from './formMachine';
import { INCOMPLETE, type FieldSpec, type FormMessages } from './signupForm.types';

const FieldsToFix = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
`;

interface SignupDialogsProps<F extends string> {
  fields: readonly FieldSpec<F>[];
  state: FormState<F>;
  success: FormMessages;
  onDismissIncomplete: () => void;
  onDismiss: () => void;
}

/** The warning (an alert dialog: the message and each field to fix are read out as it opens) and the success. */
export function SignupDialogs<F extends string>({
  fields,
  state,
  success,
  onDismissIncomplete,
  onDismiss,
}: SignupDialogsProps<F>) {
  return (
    <>
      <Dialog
        open={state.status === 'incomplete'}
        title={INCOMPLETE.title}
        onClose={onDismissIncomplete}
        alert
      >
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
      <Dialog open={state.status === 'succeeded'} title={success.title} onClose={onDismiss}>
        <p>{success.message}</p>
      </Dialog>
    </>
  );
}
