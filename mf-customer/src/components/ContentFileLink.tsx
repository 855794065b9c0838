// A link to an uploaded document found by its Anchor, plain text until the file is known.
import { ExternalLink, documentHref } from '@gpa/shared-ui';
import { useContentFile } from '../content/service';

/**
 * A link to one of the site's uploaded documents (by its Anchor), opening in a new tab. Until the
 * content service answers, or if it cannot, the label stays as plain text with a short note.
 */
export function ContentFileLink({ anchor, children }: { anchor: string; children: string }) {
  const query = useContentFile(anchor);
  const item = query.data?.[0];
  const href = item ? documentHref(item.attributes) : undefined;
  if (href) return <ExternalLink href={href}>{children}</ExternalLink>;
  return (
    <span>
      {children}
      {query.isError ? ' (not available right now)' : null}
    </span>
  );
}
