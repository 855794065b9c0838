export = collections;
/** @type {CatalogCollection[]} */
declare const collections: CatalogCollection[];
declare namespace collections {
    export { EditorWording, CatalogAttribute, CatalogCollection };
}
/**
 * What editors are told about a field and the admin's input for it (editorFields.js); never written into the
 * Strapi schema as it is.
 */
type EditorWording = {
    label?: string;
    help?: string;
    maxDaysAhead?: number;
    input?: string;
};
/**
 * A Strapi schema attribute, plus the catalog's editor wording.
 */
type CatalogAttribute = {
    type: string;
    target?: string;
    enum?: string[];
    required?: boolean;
    min?: number;
    max?: number;
    editor?: EditorWording;
    [option: string]: unknown;
};
/**
 * One collection. `access` 'read': public find/findOne; 'create': public create only (sign-ups).
 * `displayName`: "Page: what", as the admin lists it. `previewPath`: where a collection no route reads (the layout's) is previewed.
 */
type CatalogCollection = {
    plural: string;
    singular: string;
    displayName: string;
    access: "read" | "create";
    fields: Record<string, CatalogAttribute>;
    draftAndPublish?: boolean;
    previewPath?: string;
    description?: string;
};
