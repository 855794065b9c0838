// The fields of a public form: label, input and the message under a field to fix.
import styled from '@emotion/styled';
import type { RefObject } from 'react';
import { fieldRule } from './fieldRules';
import type { FormState } from './formMachine';
import type { FieldSpec, PublicForm } from './signupForm.types';

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

interface SignupFieldsProps<F extends string> {
  collection: PublicForm;
  formId: string;
  fields: readonly FieldSpec<F>[];
  state: FormState<F>;
  inputs: RefObject<Partial<Record<F, HTMLInputElement | null>>>;
  onChange: (field: F, value: string) => void;
}

/** Every field required, limited as the content service limits it; a field to fix says what is wrong under it. */
export function SignupFields<F extends string>({
  collection,
  formId,
  fields,
  state,
  inputs,
  onChange,
}: SignupFieldsProps<F>) {
  const submitting = state.status === 'submitting';
  return (
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
              onChange={(event) => onChange(field.name, event.target.value)}
            />
            {problem ? <FieldError id={`${id}-error`}>{problem}</FieldError> : null}
          </div>
        );
      })}
    </Fields>
  );
}
