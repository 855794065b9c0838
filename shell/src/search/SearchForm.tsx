// The site search box with instant results (ARIA combobox), in the top bar and the menu.
import styled from '@emotion/styled';
import type { SearchHit } from '@gpa/contracts';
import {
  useAdoptTypedValues,
  useContentConfig,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@gpa/shared-ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { KIND_LABELS, useSearch } from './searchRead';
import { searchPath } from './siteSearch';

/** Instant results start from this many letters, once typing has paused this long. */
const INSTANT_MIN_LENGTH = 2;
const INSTANT_DELAY_MS = 250;

const Form = styled.form`
  display: flex;
  min-width: 0;
  position: relative;
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

// Over the page, under the box: opening it moves nothing.
const Listbox = styled.ul`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  padding: 0;
  list-style: none;
  max-height: 60vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
  text-align: left;
  li {
    cursor: pointer;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    overflow-wrap: anywhere;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The value, once it has stopped changing for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** What the screen reader hears about the instant results. */
function instantStatus(total: number, shown: number): string {
  if (total === 0) return 'No results.';
  const count = total === 1 ? '1 result' : `${total} results`;
  return `${count}${shown < total ? `, ${shown} shown` : ''}. Use the up and down arrows to choose one.`;
}

/** The result chosen after an arrow key: from the box, down is the first and up the last; past either end, the box. */
function nextActive(current: number, step: 1 | -1, count: number): number {
  if (current === -1 && step === -1) return count - 1;
  const next = current + step;
  return next < 0 || next >= count ? -1 : next;
}

/** Opens a result: a page of the site in place, a document or another site in a new tab. */
function useFollowHit() {
  const navigate = useNavigate();
  const { filesUrl } = useContentConfig();
  return (hit: SearchHit) => {
    if (hit.kind === 'page' && hit.link.startsWith('/')) return void navigate(hit.link);
    window.open(
      hit.kind === 'document' && hit.link.startsWith('/') ? `${filesUrl}${hit.link}` : hit.link,
      '_blank',
      'noopener,noreferrer',
    );
  };
}

/** The instant results under the box (hidden when there are none); the box keeps the focus. */
function InstantResults({
  listId,
  hits,
  active,
  optionId,
  onOpen,
}: {
  listId: string;
  hits: SearchHit[];
  active: number;
  optionId: (index: number) => string;
  onOpen: (hit: SearchHit) => void;
}) {
  return (
    <Listbox id={listId} role="listbox" aria-label="Instant results" hidden={hits.length === 0}>
      {hits.map((hit, index) => (
        <li
          key={hit.link}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // The box keeps the focus (and the keyboard) while a result is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onOpen(hit)}
        >
          {hit.title}
          <small>{KIND_LABELS[hit.kind]}</small>
        </li>
      ))}
    </Listbox>
  );
}

/**
 * The site search box (top bar or menu). It shows the term of the search results being viewed. As the visitor
 * types, the best results appear under it (the ARIA combobox pattern: arrows choose, Enter opens, Escape
 * closes); Enter on the box itself opens all results. Without JavaScript the form itself submits to the
 * search page (GET ?q=), which the server renders.
 */
/**
 * The box's term: the viewed search results' term, replaced on a new search page (or leaving search) and kept
 * while typing in between; a search typed before the script arrived stays in the box.
 */
function useSearchTerm(onNewPage: () => void) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const viewedTerm = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(viewedTerm);
  const [shownFor, setShownFor] = useState(viewedTerm);
  if (shownFor !== viewedTerm) {
    setShownFor(viewedTerm);
    setTerm(viewedTerm);
    onNewPage();
  }
  const fields = useRef<{ q?: HTMLInputElement | null }>({});
  useAdoptTypedValues(
    fields,
    () => term,
    (_field, typed) => setTerm(typed),
  );
  const inputRef = (element: HTMLInputElement | null) => {
    fields.current.q = element;
  };
  return { term, setTerm, inputRef };
}

/** `label` names the search landmark: each search box a page shows at once needs its own name. */
export function SearchForm({ className, label = 'Site' }: { className?: string; label?: string }) {
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { term, setTerm, inputRef } = useSearchTerm(() => setOpen(false));

  const settled = useSettled(term.trim(), INSTANT_DELAY_MS);
  const instantTerm = open && settled.length >= INSTANT_MIN_LENGTH ? settled : '';
  const instant = useSearch(instantTerm);
  const answer = instantTerm && instant.data ? instant.data : undefined;
  const hits = answer?.data ?? [];
  const expanded = hits.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const follow = useFollowHit();
  const openHit = (hit: SearchHit) => {
    close();
    follow(hit);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? hits[active] : undefined;
    if (chosen) return openHit(chosen);
    close();
    void navigate(searchPath(term.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (!expanded) return;
    setActive((current) => nextActive(current, event.key === 'ArrowDown' ? 1 : -1, hits.length));
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Form
      role="search"
      aria-label={label}
      className={className}
      action="/search"
      method="get"
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={inputRef}
        id={inputId}
        // A text field in the combobox role (HTML allows no other role on a search field); the phone's
        // keyboard still shows its search key.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        placeholder="Search"
        autoComplete="off"
      />
      <button type="submit">Search</button>
      <InstantResults listId={listId} hits={hits} active={active} optionId={optionId} onOpen={openHit} />
      <span role="status" className="visually-hidden">
        {answer ? instantStatus(answer.total, hits.length) : ''}
      </span>
    </Form>
  );
}
