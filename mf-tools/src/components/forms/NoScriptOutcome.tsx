// What a form sent without JavaScript led to: the site server answers with this page and the outcome in its
// address (content-catalog/formOutcome.js); the same words as the form's dialogs and notices with the script.
import styled from '@emotion/styled';
import { readFormOutcome } from '@gpa/content-catalog/form-outcome';
import { useSearchParams } from '@gpa/shared-ui';
import { fieldRule, formatHint } from './fieldRules';
import {
  INCOMPLETE,
  requiredMessage,
  type FieldSpec,
  type FormMessages,
  type PublicForm,
} from './signupForm.types';

const Notice = styled.div<{ problem: boolean }>`
  border: 2px solid ${({ theme, problem }) => (problem ? theme.colors.danger : theme.colors.brand)};
  border-radius: 6px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  margin-bottom: ${({ theme }) => theme.space(2)};
  p {
    margin: ${({ theme }) => theme.space(0.5)} 0;
  }
`;

const NOT_SENT = 'Your form was not sent.';
const BUSY = 'Too many submissions from your connection. Please wait a minute, then send the form again.';
const FAILED = 'The server had a problem or did not answer. Please send the form again in a moment.';

interface NoScriptOutcomeProps<F extends string> {
  collection: PublicForm;
  fields: readonly FieldSpec<F>[];
  success: FormMessages;
}

/** The outcome named in the address, above the form: success, the fields to fix, or why it was not sent. */
export function NoScriptOutcome<F extends string>({ collection, fields, success }: NoScriptOutcomeProps<F>) {
  const [params] = useSearchParams();
  const answer = readFormOutcome(params, collection);
  if (!answer) return null;
  if (answer.outcome === 'sent')
    return (
      <Notice problem={false} role="status">
        <p>
          <strong>{success.title}</strong>
        </p>
        <p>{success.message}</p>
      </Notice>
    );
  const toFix = fields.filter((field) => answer.fix.includes(field.name));
  const hint = (field: FieldSpec<F>) =>
    answer.outcome === 'incomplete'
      ? requiredMessage(field.label)
      : formatHint(field.type, fieldRule(collection, field.name).max);
  const fixing = answer.outcome === 'incomplete' || answer.outcome === 'refused';
  return (
    <Notice problem role="alert">
      <p>
        <strong>{fixing ? `${INCOMPLETE.title}: ${INCOMPLETE.message}` : NOT_SENT}</strong>
      </p>
      {fixing ? (
        <ul>
          {toFix.map((field) => (
            <li key={field.name}>
              {field.label}: {hint(field)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{answer.outcome === 'busy' ? BUSY : FAILED}</p>
      )}
    </Notice>
  );
}
