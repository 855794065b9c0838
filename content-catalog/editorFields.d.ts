// Types of editorFields.js.
import type { CatalogAttribute } from './collections';

export function readableName(field: string): string;
export function fieldLabel(field: string, attribute: CatalogAttribute): string;
export function fieldHelp(attribute: CatalogAttribute): string;
export function schemaAttributes(fields: Record<string, CatalogAttribute>): Record<string, Omit<CatalogAttribute, 'editor'>>;
export function datesWithLimit(fields: Record<string, CatalogAttribute>): [string, number][];
export function requiredTextFields(fields: Record<string, CatalogAttribute>): string[];
