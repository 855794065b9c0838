// Links to the HR files a page picks by anchor text from the shared HR file list.
import { FileLinkList, QueryState } from '@gpa/shared-ui';
import { useEffect } from 'react';
import { matchByAnchorText, useHrFiles } from '../../content/humanResources';

interface HrFileLinksProps {
  /** The AnchorTexts of the HR files this page shows, in this order. */
  anchorTexts: string[];
  /** What the files are, for the loading and error texts. */
  what: string;
  /** A heading shown only when at least one of the files exists. */
  heading?: string;
  /** Shown when none of the files exists; nothing when omitted. */
  emptyText?: string;
}

/**
 * The documents an HR page picks by anchor text from the shared HR file pool. A failed read leaves the
 * list empty with a short notice and a Retry; the rest of the page keeps working.
 */
export function HrFileLinks({ anchorTexts, what, heading, emptyText }: HrFileLinksProps) {
  const files = useHrFiles();
  // These failures are logged; the visitor sees the notice below.
  useEffect(() => {
    if (files.error) console.error('Error fetching file data:', files.error);
  }, [files.error]);
  return (
    <QueryState query={files} what={what}>
      {(items) => {
        const matched = matchByAnchorText(items, anchorTexts);
        if (matched.length === 0) return emptyText ? <p>{emptyText}</p> : null;
        return (
          <>
            {heading ? <h2>{heading}</h2> : null}
            <FileLinkList items={matched} />
          </>
        );
      }}
    </QueryState>
  );
}
