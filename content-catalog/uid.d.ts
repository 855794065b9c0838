/**
 * Strapi's uid of a catalog collection's content type. The content service's schema generator writes every
 * collection as src/api/<singular>/content-types/<singular>, so its uid is always `api::<singular>.<singular>`.
 */
export function uidOf(singular: string): string;
