// HR entries with a title, a description and one View button to their file or link.
import styled from '@emotion/styled';
import { EmptyState, ExternalLink, documentHref, type DocumentLike } from '@gpa/shared-ui';
import { brandButton } from '../../components/brandButton';

interface Entry extends DocumentLike {
  Title?: string | null;
  Description?: string | null;
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.brand};
  border-radius: 4px;
  padding: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
  }
`;

const ActionLink = styled(ExternalLink)`
  ${brandButton}
`;

const Unavailable = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

interface DocumentEntriesProps {
  items: { id: number; attributes: Entry }[];
  /** Visible text of each entry's button ("View"). */
  action: string;
  emptyText: string;
}

/**
 * Entries with a title, a description and one button (demographics, petitions): the button opens the
 * uploaded file when there is one, else the entry's Link; an entry with neither says so instead.
 */
export function DocumentEntries({ items, action, emptyText }: DocumentEntriesProps) {
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <List>
      {items.map(({ id, attributes: entry }) => {
        const href = documentHref(entry);
        const title = entry.Title || 'Untitled';
        return (
          <Item key={id}>
            <h2>{title}</h2>
            {entry.Description ? <p>{entry.Description}</p> : null}
            {href ? (
              <ActionLink href={href}>
                {action}
                <span className="visually-hidden"> for {title}</span>
              </ActionLink>
            ) : (
              <Unavailable>Document not available yet.</Unavailable>
            )}
          </Item>
        );
      })}
    </List>
  );
}
