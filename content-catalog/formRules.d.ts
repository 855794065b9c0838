export type FieldRule = {
    kind: "text" | "email";
    label: string;
    max: number;
} | {
    kind: "phone";
    label: string;
    max: number;
    minDigits: number;
    maxDigits: number;
};
export type FormRules = {
    uid: string;
    fields: Record<string, FieldRule>;
    uniqueBy?: string;
};
/** @type {Record<string, FormRules>} */
export const FORMS: Record<string, FormRules>;
export namespace IDEMPOTENCY_KEY {
    let pattern: RegExp;
    let message: string;
}
/**
 * The site server forwards each form with the visitor's address in X-Forwarded-For and proves that it is the
 * site server with this header, whose value is the secret both share (CONTENT_PROXY_SECRET). Strapi trusts
 * X-Forwarded-For only then: any other local process could write that header too.
 */
export const PROXY_SECRET_HEADER: "x-content-proxy-secret";
