// A public form as plain HTML, for visitors without JavaScript where the script's form is embedded from the tools
// area (which only loads with the script). It POSTs (never a field in the address) to the form's own page: the
// site server sends it with the same checks, idempotency and messages as with the script, and answers there with
// what happened (site-server/src/content/formPosts.ts).
import styled from '@emotion/styled';
import { FORMS, type FieldRule } from '@gpa/content-catalog/form-rules';
import type { PUBLIC_FORMS } from '@gpa/content-catalog/form-outcome';
import { Button } from '@gpa/shared-ui';

// Each field a full-width, thumb-sized target on a phone (WCAG 2.2 target size asks 24 px).
const Input = styled.input`
  display: block;
  box-sizing: border-box;
  width: 100%;
  max-width: 24rem;
  min-height: 2.75rem;
  margin-top: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => `0 ${theme.space(1)}`};
  font: inherit;
`;

const INPUT_TYPES: Record<FieldRule['kind'], string> = { text: 'text', email: 'email', phone: 'tel' };

interface FormWithoutScriptProps {
  form: (typeof PUBLIC_FORMS)[number];
  /** The form's own page (its script-less answer is there). */
  page: string;
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
}

/** Every field of `form` as the content catalog names and limits it, all required, and its submit button. */
export function FormWithoutScript({ form, page, name, submitLabel }: FormWithoutScriptProps) {
  const fields = Object.entries(FORMS[`/api/${form}`]?.fields ?? {});
  // noValidate: the server checks it and answers with the form's own messages, as with the script.
  return (
    <form method="post" action={page} aria-label={name} noValidate>
      <input type="hidden" name="form" value={form} />
      <p>
        This simpler form sends it without JavaScript; the answer shows on its own page. All fields are
        required.
      </p>
      {fields.map(([field, rule]) => (
        <p key={field}>
          <label>
            {rule.label}
            <Input name={field} type={INPUT_TYPES[rule.kind]} maxLength={rule.max} />
          </label>
        </p>
      ))}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
