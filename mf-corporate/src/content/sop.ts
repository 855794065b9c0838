// The standard operating procedures page's content read, and which procedures it lists.
import {
  contentRead,
  fileUrl,
  useContent,
  type StandardOperatingProceduresItem,
  type StrapiItem,
} from '@gpa/shared-ui';

export const standardOperatingProceduresRead = contentRead('standard-operating-procedures', {
  populate: ['File'],
  sort: ['Title:asc'],
});
export const useStandardOperatingProcedures = () => useContent(standardOperatingProceduresRead);

/** Only procedures with an uploaded file are listed, sorted by Title (whatever order the service answered in). */
export function listedProcedures(
  items: StrapiItem<StandardOperatingProceduresItem>[],
): StrapiItem<StandardOperatingProceduresItem>[] {
  return items
    .filter((item) => Boolean(fileUrl(item.attributes.File)))
    .sort((a, b) =>
      (a.attributes.Title ?? '').localeCompare(b.attributes.Title ?? '', 'en', { numeric: true }),
    );
}
