// Gives a page's fixed list of documents the files of the content records with the same Anchor.
import type { DocumentLike, StrapiItem } from '@gpa/shared-ui';

/** A document a page always lists: its own label, and the Anchor of the content record holding its file. */
export interface WantedDocument {
  anchor: string;
  label: string;
}

const normalise = (anchor: string | null | undefined) => (anchor ?? '').trim().toLowerCase();

/**
 * The page's fixed list of documents, each given the file or link of the fetched record with the same
 * Anchor (case and surrounding spaces ignored). A document not (yet) found stays a plain label, so the
 * list shows in full even while the content service is loading or down.
 */
export function matchDocuments(
  wanted: readonly WantedDocument[],
  documents: StrapiItem<DocumentLike>[] | undefined,
): { id: number; attributes: DocumentLike }[] {
  const byAnchor = new Map<string, DocumentLike>();
  for (const { attributes } of documents ?? []) {
    const key = normalise(attributes.Anchor);
    if (key && !byAnchor.has(key)) byAnchor.set(key, attributes);
  }
  return wanted.map(({ anchor, label }, index) => {
    const found = byAnchor.get(normalise(anchor));
    return {
      id: index + 1,
      attributes: { AnchorText: label, File: found?.File ?? null, Link: found?.Link ?? null },
    };
  });
}
