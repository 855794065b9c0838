import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@gpa/shared-ui';
import { searchPath } from './siteSearch';

const Form = styled.form`
  display: flex;
  min-width: 0;
  input {
    font: inherit;
    min-width: 0;
    flex: 1;
    padding: ${({ theme }) => `${theme.space(0.75)} ${theme.space(1.5)}`};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-right: none;
    border-radius: 4px 0 0 4px;
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    padding: ${({ theme }) => `${theme.space(0.75)} ${theme.space(1.5)}`};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.accent};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 4px 4px 0;
  }
`;

/**
 * The site search box (top bar or menu). It shows the term of the search results being viewed. Without
 * JavaScript the form itself submits to the search page (GET ?q=), which the server renders.
 */
export function SearchForm({ className }: { className?: string }) {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const viewedTerm = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(viewedTerm);
  // A new search page (or leaving search) replaces what the box shows; typing in between is kept.
  const [shownFor, setShownFor] = useState(viewedTerm);
  if (shownFor !== viewedTerm) {
    setShownFor(viewedTerm);
    setTerm(viewedTerm);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPath(term.trim()));
  };

  return (
    <Form role="search" aria-label="Site" className={className} action="/search" method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input id={inputId} type="search" name="q" value={term} onChange={(event) => setTerm(event.target.value)} placeholder="Search" autoComplete="off" />
      <button type="submit">Search</button>
    </Form>
  );
}
