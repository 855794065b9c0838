/**
 * @param {string | undefined | null} presented
 * @param {string | undefined | null} secret
 * @returns {boolean}
 */
export function isSharedSecret(presented: string | undefined | null, secret: string | undefined | null): boolean;
