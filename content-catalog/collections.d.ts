// Types of collections.js (plain CommonJS, required by Strapi as it is).

/** What editors are told about a field (editorFields.js); never written into the Strapi schema. */
export interface EditorWording {
  label?: string;
  help?: string;
  maxDaysAhead?: number;
}

/** A Strapi schema attribute, plus the catalog's editor wording. */
export interface CatalogAttribute {
  type: string;
  target?: string;
  enum?: string[];
  required?: boolean;
  min?: number;
  max?: number;
  editor?: EditorWording;
  [option: string]: unknown;
}

export interface CatalogCollection {
  plural: string;
  singular: string;
  /** "Page: what", as the admin lists it. */
  displayName: string;
  /** 'read': public find/findOne; 'create': public create only (sign-ups). */
  access: 'read' | 'create';
  fields: Record<string, CatalogAttribute>;
  draftAndPublish?: boolean;
  /** The site page a draft is previewed on. */
  previewPath?: string;
  description?: string;
}

declare const collections: CatalogCollection[];
export = collections;
