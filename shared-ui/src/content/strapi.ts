/** The Strapi v4 response shape every page reads (Strapi 5 answers in it given `Strapi-Response-Format: v4`). */
export interface StrapiItem<T> {
  id: number;
  /** Strapi 5's stable id of the entry (the same across edits and publications); absent in older fixtures. */
  documentId?: string;
  attributes: T & { createdAt: string; updatedAt: string };
}

export interface StrapiList<T> {
  data: StrapiItem<T>[] | null;
  meta?: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface MediaAttributes {
  url: string;
  name: string;
  mime?: string;
  caption?: string | null;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
}

/** A single media field: `File.data.attributes.url`, with `data` null when no file is attached. */
export interface Media {
  data: { id: number; attributes: MediaAttributes } | null;
}

/** A multiple media field. */
export interface MediaList {
  data: { id: number; attributes: MediaAttributes }[] | null;
}

/** A to-one relation as populated in the v4 shape. */
export interface Relation<T> {
  data: StrapiItem<T> | null;
}

/** A to-many relation as populated in the v4 shape. */
export interface RelationList<T> {
  data: StrapiItem<T>[] | null;
}
