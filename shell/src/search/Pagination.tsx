import styled from '@emotion/styled';
import { Link } from 'react-router';
import { pageNumbers, searchPath } from './siteSearch';

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
  span[aria-current] {
    display: inline-block;
    min-width: 2.75rem;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 4px;
    text-align: center;
    font-weight: 700;
    text-decoration: none;
  }
  span[aria-current] {
    color: #fff;
    background: ${({ theme }) => theme.colors.brand};
  }
`;

interface PaginationProps {
  term: string;
  page: number;
  pageCount: number;
}

/** Links to the other pages of search results (the page number is in the address). */
export function Pagination({ term, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Search results pages">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={searchPath(term, page - 1)}>
              Previous<span className="visually-hidden"> page</span>
            </Link>
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
              <Link to={searchPath(term, entry)}>
                <span className="visually-hidden">Page </span>
                {entry}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={searchPath(term, page + 1)}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
