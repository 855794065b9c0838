// Accessible tabs, stacked on narrow screens.
import styled from '@emotion/styled';
import {
  createContext,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { STAYS_IN_PLACE } from '../app/useScrollRestoration';
import { isPlainClick } from '../links/plainClick';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

// Below 600 px the tabs are one full-width column (a ragged stack of wrapped tabs is hard to scan); from
// 600 px a row of tabs over the panel's rule.
const TabList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  border-bottom: 3px solid ${({ theme }) => theme.colors.brand};
  padding-bottom: ${({ theme }) => theme.space(0.5)};
  @media (min-width: 600px) {
    display: flex;
    flex-wrap: wrap;
    padding-bottom: 0;
  }
`;

const Tab = styled.button<{ selected: boolean }>`
  font: inherit;
  display: block;
  text-decoration: none;
  min-height: 2.75rem;
  box-sizing: border-box;
  font-weight: 700;
  cursor: pointer;
  text-align: left;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: 6px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  color: ${({ theme, selected }) => (selected ? '#fff' : theme.colors.brand)};
  background: ${({ theme, selected }) => (selected ? theme.colors.brand : theme.colors.surface)};
  @media (min-width: 600px) {
    text-align: center;
    border-bottom: none;
    border-radius: 6px 6px 0 0;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(2)} 0;
`;

interface TabsProps {
  label: string;
  tabs: TabItem[];
  /**
   * The address parameter that names the chosen tab (`?tab=fuel`; the first tab is the page's own address,
   * without it): each tab is a link to its address, so a tab picked before (or without) the script is a page
   * the server renders with that tab (its route declares the parameter in `query`), and with the script the
   * choice is written to the address (a shared link opens the same tab).
   */
  param?: string;
  /** With `param`: each choice is a new history entry, so Back returns to the tab before (else it replaces the address). */
  pushHistory?: boolean;
}

/** Where tabs keep their choice: nowhere (plain tabs), or an address parameter (tabs as links). */
interface TabAddress {
  /** The tab the address names: undefined for the page's own address, or a name no tab has. */
  fromAddress?: string;
  hrefOf?: (id: string) => string;
  /** The id of a tab's element, which the fragment of its link names. */
  anchorOf?: (id: string) => string;
  remember: (id: string) => void;
}

const NO_ADDRESS: TabAddress = { remember: () => {} };

/**
 * The parameters of the address tabs around these (a sub-tab's link keeps its top tab's choice); a tab's
 * own address keeps only those, so a new top tab opens on its first sub-tab.
 */
const OuterTabParams = createContext<readonly string[]>([]);

/**
 * The query of tab `id` of address-linked tabs under `param`: `kept` (the outer tabs' choices) and `param`,
 * which the first tab leaves out (the page's own address opens on it).
 */
export function tabQuery(
  param: string,
  tabs: readonly TabItem[],
  id: string,
  kept = new URLSearchParams(),
): URLSearchParams {
  const query = new URLSearchParams(kept);
  if (id !== tabs[0]?.id) query.set(param, id);
  return query;
}

/** The tab `query` names under `param`, if it is one of `tabs` (an unknown name names none). */
export function tabInQuery(
  param: string,
  tabs: readonly TabItem[],
  query: URLSearchParams,
): string | undefined {
  const named = query.get(param);
  return tabs.find((tab) => tab.id === named)?.id;
}

/** The chosen tab of address-linked tabs: read from the address, written back to it. */
function useAddressTab(
  param: string,
  tabs: TabItem[],
  pushHistory: boolean,
  outer: readonly string[],
): TabAddress {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const fromAddress = tabInQuery(param, tabs, params);
  const addressOf = (current: URLSearchParams, id: string) => {
    const kept = new URLSearchParams();
    for (const name of outer) for (const value of current.getAll(name)) kept.append(name, value);
    return tabQuery(param, tabs, id, kept);
  };
  // A tab is named after its address (`tab-fuel`) and its link's fragment names it: a page a tab opens
  // without the script shows at its tabs, not at its top. With the script the address takes no fragment.
  const anchorOf = (id: string) => `${param}-${id}`;
  const hrefOf = (id: string) => {
    const query = addressOf(params, id).toString();
    return `${pathname}${query ? `?${query}` : ''}#${anchorOf(id)}`;
  };
  const remember = (id: string) => {
    setParams((current) => addressOf(current, id), { replace: !pushHistory, state: STAYS_IN_PLACE });
  };
  return { fromAddress, hrefOf, anchorOf, remember };
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is rendered. */
export function Tabs({ param, pushHistory = false, ...props }: TabsProps) {
  return param ? (
    <AddressTabs param={param} pushHistory={pushHistory} {...props} />
  ) : (
    <TabsView address={NO_ADDRESS} {...props} />
  );
}

function AddressTabs({ param, pushHistory, ...props }: TabsProps & { param: string; pushHistory: boolean }) {
  const outer = useContext(OuterTabParams);
  const inner = useMemo(() => [...outer, param], [outer, param]);
  return (
    <OuterTabParams.Provider value={inner}>
      <TabsView address={useAddressTab(param, props.tabs, pushHistory, outer)} {...props} />
    </OuterTabParams.Provider>
  );
}

function TabsView({
  label,
  tabs,
  address,
}: Omit<TabsProps, 'param' | 'pushHistory'> & { address: TabAddress }) {
  const baseId = useId();
  const [selected, setSelected] = useState(() => address.fromAddress ?? tabs[0]?.id);
  // A new address (a tab's link followed before this page's script ran, Back, Forward) chooses the tab it
  // names; the page's own address, the first tab.
  const [addressSeen, setAddressSeen] = useState(address.fromAddress);
  if (address.fromAddress !== addressSeen) {
    setAddressSeen(address.fromAddress);
    setSelected(address.fromAddress ?? tabs[0]?.id);
  }
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.id);
    address.remember(tab.id);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  // A choice the tabs no longer offer (new tabs passed in) falls back to the first tab, never to none.
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  const tabElementId = (id: string) => address.anchorOf?.(id) ?? `${baseId}-tab-${id}`;
  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            {...(address.hrefOf
              ? { as: 'a' as const, href: address.hrefOf(tab.id) }
              : { type: 'button' as const })}
            role="tab"
            id={tabElementId(tab.id)}
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            selected={tab.id === current?.id}
            onClick={(event: MouseEvent) => {
              // A link opened in a new tab or window (a key held) is the browser's to follow. A click handled
              // already (a held page's guard opened this tab's address itself) is not handled twice.
              if (event.defaultPrevented || (address.hrefOf && !isPlainClick(event))) return;
              event.preventDefault();
              select(index);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {current ? (
        // Keyed by tab: content of another tab (sub-tabs of its own) starts fresh, never with this one's state.
        <Panel
          key={current.id}
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={tabElementId(current.id)}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      ) : null}
    </div>
  );
}
