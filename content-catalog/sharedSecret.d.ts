// Types of sharedSecret.js.
export function isSharedSecret(presented: string | undefined | null, secret: string | undefined | null): boolean;
