// A pagination bar, with page links or buttons.
import styled from '@emotion/styled';
import { Link } from 'react-router';

/** Page numbers for a pagination bar: the first, the last and the two around the current one, with gaps. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

const Nav = styled.nav`
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space(2)} 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
  }
  a,
  button,
  span[aria-current] {
    display: inline-block;
    font: inherit;
    min-width: 2.75rem;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    text-align: center;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
  }
  span[aria-current] {
    color: #fff;
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/** Pages are addresses (`hrefFor`, shareable and server-rendered) or, in a widget, buttons (`onChange`). */
type PaginationProps = { page: number; pageCount: number; label: string } & (
  | { hrefFor: (page: number) => string; onChange?: never }
  | { onChange: (page: number) => void; hrefFor?: never }
);

function PageControl({
  target,
  props,
  children,
}: {
  target: number;
  props: PaginationProps;
  children: React.ReactNode;
}) {
  if (props.hrefFor) return <Link to={props.hrefFor(target)}>{children}</Link>;
  return (
    <button type="button" onClick={() => props.onChange?.(target)}>
      {children}
    </button>
  );
}

/** Previous, the page numbers (current one marked), Next; nothing when there is a single page. */
export function Pagination(props: PaginationProps) {
  const { page, pageCount, label } = props;
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <PageControl target={page - 1} props={props}>
              Previous<span className="visually-hidden"> page</span>
            </PageControl>
          </li>
        ) : null}
        {pageNumbers(page, pageCount).map((entry, index) => (
          <li key={entry === 'gap' ? `gap-${index}` : entry}>
            {entry === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : entry === page ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {entry}
              </span>
            ) : (
              <PageControl target={entry} props={props}>
                <span className="visually-hidden">Page </span>
                {entry}
              </PageControl>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <PageControl target={page + 1} props={props}>
              Next<span className="visually-hidden"> page</span>
            </PageControl>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
