// What a public form is made of: its fields, its messages, and the words every form shares.
import type { PUBLIC_FORMS } from '@gpa/content-catalog/form-outcome';
import type { FieldKind } from './fieldRules';

/** The public forms, by their content collection. */
export type PublicForm = (typeof PUBLIC_FORMS)[number];

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
  collection: PublicForm;
  /** The form's accessible name. */
  name: string;
  /** The body's fields, in order: exactly these keys are sent. */
  fields: readonly FieldSpec<F>[];
  submitLabel: string;
  success: FormMessages;
}

/** What every form says when a field is empty or wrong at submission. */
export const INCOMPLETE: FormMessages = {
  title: 'Warning',
  message: 'You need to fill up the required fields',
};

/** What an empty required field says under it. */
export const requiredMessage = (label: string) => `Enter your ${label.toLowerCase()}.`;
