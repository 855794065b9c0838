import { fileUrl, useCollection, type StandardOperatingProceduresItem, type StrapiItem } from '@gpa/shared-ui';

export const useStandardOperatingProcedures = () =>
  useCollection('standard-operating-procedures', { populate: ['File'], sort: ['Title:asc'] });

/** Only procedures with an uploaded file are listed, sorted by Title (whatever order the service answered in). */
export function listedProcedures(items: StrapiItem<StandardOperatingProceduresItem>[]): StrapiItem<StandardOperatingProceduresItem>[] {
  return items
    .filter((item) => Boolean(fileUrl(item.attributes.File)))
    .sort((a, b) => (a.attributes.Title ?? '').localeCompare(b.attributes.Title ?? '', 'en', { numeric: true }));
}
