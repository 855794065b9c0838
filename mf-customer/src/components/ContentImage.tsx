// A media library picture with its size set, so the page does not move when it loads.
import { fileUrl, type Media } from '@gpa/shared-ui';

// The seeded pictures' size: used when the media library did not record one.
const DEFAULT_SIZE = { width: 320, height: 200 };

/** A picture from the media library, with its intrinsic size so the page does not jump when it loads. */
export function ContentImage({ media, alt }: { media: Media | null | undefined; alt: string }) {
  const src = fileUrl(media);
  if (!src) return null;
  const attributes = media?.data?.attributes;
  return (
    <img
      src={src}
      alt={alt}
      width={attributes?.width ?? DEFAULT_SIZE.width}
      height={attributes?.height ?? DEFAULT_SIZE.height}
      loading="lazy"
    />
  );
}
