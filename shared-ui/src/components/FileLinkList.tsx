// The site's document lists: each item linked to its file, else its link, else plain text.
import styled from '@emotion/styled';
import { fileUrl } from '../content/client';
import type { Media } from '../content/strapi';
import { truncate } from '../text/truncate';
import { ExternalLink } from './ExternalLink';

/** The fields the site's many document lists have in common (any may be missing). */
export interface DocumentLike {
  Title?: string | null;
  AnchorText?: string | null;
  Anchor?: string | null;
  Link?: string | null;
  File?: Media | null;
}

/** Where a document item points: its uploaded file first, else its Link. */
export function documentHref(item: DocumentLike): string | undefined {
  return fileUrl(item.File) ?? (item.Link || undefined);
}

/** The label of a document item: AnchorText, then Title, then Anchor. */
export function documentLabel(item: DocumentLike): string {
  return item.AnchorText || item.Title || item.Anchor || 'Untitled document';
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    /* A title or address of any length wraps instead of widening the page. */
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* The full name of a cut link, opened by touch or keyboard (a tooltip is never seen on a phone). */
  .full-label summary {
    cursor: pointer;
    font-size: 0.875em;
    color: ${({ theme }) => theme.colors.link};
  }
  .full-label p {
    margin: ${({ theme }) => theme.space(0.5)} 0 0;
  }
`;

interface FileLinkListProps<T extends DocumentLike> {
  items: { id: number; attributes: T }[];
  /** Cut labels to this many characters plus an ellipsis (each list's own limit), or per item (none: whole). */
  maxLabel?: number | ((item: T) => number | undefined);
  /** Label override per item. */
  label?: (item: T) => string;
  /** Text when the list is empty. */
  emptyText?: string;
}

/**
 * One list for every "title + file or link" collection of the site. Items with a file or link become links
 * opening in a new tab (full label in the accessible name when cut, and a "Full name" disclosure after it that
 * touch and keyboard reach); items without one stay plain text, a cut one opening its full text in place.
 */
export function FileLinkList<T extends DocumentLike>({
  items,
  maxLabel,
  label = documentLabel,
  emptyText,
}: FileLinkListProps<T>) {
  if (items.length === 0) return emptyText ? <p>{emptyText}</p> : null;
  return (
    <List>
      {items.map(({ id, attributes }) => {
        const full = label(attributes);
        const max = typeof maxLabel === 'function' ? maxLabel(attributes) : maxLabel;
        const shown = max ? truncate(full, max) : full;
        const href = documentHref(attributes);
        const cut = shown !== full;
        // A cut label keeps its full form as a tooltip and for screen readers (which read it instead of the cut one).
        const text = cut ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="visually-hidden">{full}</span>
          </>
        ) : (
          shown
        );
        return (
          <li key={id}>
            {href ? (
              <>
                <ExternalLink href={href} title={cut ? full : undefined}>
                  {text}
                </ExternalLink>
                {cut ? (
                  <details className="full-label">
                    <summary>Full name</summary>
                    <p>{full}</p>
                  </details>
                ) : null}
              </>
            ) : cut ? (
              // Nothing to open: the cut label opens its full text in place (a tooltip is never seen on a phone).
              <details>
                <summary>{text}</summary>
                <p>{full}</p>
              </details>
            ) : (
              <span>{text}</span>
            )}
          </li>
        );
      })}
    </List>
  );
}
