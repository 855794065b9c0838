// Groups the credit ratings by year for the financials page.
import type { DocumentLike, FinancialCreditRatingsItem, Media, MediaList, StrapiItem } from '@gpa/shared-ui';

type Rating = StrapiItem<FinancialCreditRatingsItem>;

export interface CreditRatingGroup {
  year: string;
  ratings: Rating[];
}

/** Ratings whose year relation is missing are grouped under this label. */
export const UNDATED_RATINGS = 'Other ratings';

/**
 * Groups credit ratings by their year, each group in fetch order, and lists the groups in reversed order
 * of fetch: the year fetched last comes first.
 */
export function groupCreditRatings(ratings: Rating[]): CreditRatingGroup[] {
  const groups = new Map<string, Rating[]>();
  for (const rating of ratings) {
    const year = rating.attributes.credit_rating_year?.data?.attributes.Year?.trim() || UNDATED_RATINGS;
    const group = groups.get(year);
    if (group) group.push(rating);
    else groups.set(year, [rating]);
  }
  return [...groups].map(([year, items]) => ({ year, ratings: items })).reverse();
}

type MediaEntry = NonNullable<Media['data']>;

/** A rating's File is one file or an array of files: always a list here. */
export function ratingFiles(file: Media | MediaList | null | undefined): MediaEntry[] {
  const data: MediaEntry | MediaEntry[] | null | undefined = file?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/**
 * One document link per file of the ratings (a rating with several files gets one numbered link per file,
 * one without a file stays a plain label), ready for FileLinkList.
 */
export function ratingDocuments(ratings: Rating[]): { id: number; attributes: DocumentLike }[] {
  let id = 0;
  return ratings.flatMap(({ attributes }) => {
    const label = attributes.AnchorText || attributes.Anchor || 'Credit rating';
    const files = ratingFiles(attributes.File);
    if (files.length === 0) return [{ id: (id += 1), attributes: { AnchorText: label } }];
    return files.map((data, index) => ({
      id: (id += 1),
      attributes: {
        AnchorText: files.length > 1 ? `${label} (file ${index + 1} of ${files.length})` : label,
        File: { data },
      },
    }));
  });
}
