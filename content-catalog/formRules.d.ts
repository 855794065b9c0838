// Types of formRules.js.
export type FieldRule =
  | { kind: 'text' | 'email'; label: string; max: number }
  | { kind: 'phone'; label: string; max: number; minDigits: number; maxDigits: number };

export interface FormRules {
  uid: string;
  fields: Record<string, FieldRule>;
  uniqueBy?: string;
}

export const FORMS: Record<string, FormRules>;
export const IDEMPOTENCY_KEY: { pattern: RegExp; message: string };
export const PROXY_SECRET_HEADER: string;
