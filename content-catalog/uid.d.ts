// Types of uid.js.
export function uidOf(singular: string): string;
