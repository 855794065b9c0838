// Accessible tabs, stacked on narrow screens.
import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

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
  initialTab?: string;
  onChange?: (id: string) => void;
  /**
   * The address parameter that names the chosen tab (`?tab=fuel`): each tab is then a link to its own
   * address, so a tab picked before (or without) the script is a page the server renders with that tab, and
   * with the script the choice is written back to the address (a shared link opens the same tab).
   */
  param?: string;
}

/** Where tabs keep their choice: nowhere (plain tabs), or an address parameter (tabs as links). */
interface TabAddress {
  fromAddress?: string;
  hrefOf?: (id: string) => string;
  remember: (id: string) => void;
}

const NO_ADDRESS: TabAddress = { remember: () => {} };

/** The chosen tab of address-linked tabs: read from the address, written back to it without a new entry. */
function useAddressTab(param: string): TabAddress {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(param) ?? undefined;
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(param, id);
    return `?${next.toString()}`;
  };
  const remember = (id: string) => {
    setParams(
      (current) => {
        current.set(param, id);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { fromAddress, hrefOf, remember };
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is rendered. */
export function Tabs({ param, ...props }: TabsProps) {
  return param ? <AddressTabs param={param} {...props} /> : <TabsView address={NO_ADDRESS} {...props} />;
}

function AddressTabs({ param, ...props }: TabsProps & { param: string }) {
  return <TabsView address={useAddressTab(param)} {...props} />;
}

function TabsView({
  label,
  tabs,
  initialTab,
  onChange,
  address,
}: Omit<TabsProps, 'param'> & { address: TabAddress }) {
  const baseId = useId();
  const [selected, setSelected] = useState(() => {
    const wanted = address.fromAddress ?? initialTab;
    return wanted && tabs.some((t) => t.id === wanted) ? wanted : tabs[0]?.id;
  });
  // A new address (a link to another tab, followed before this page's script ran) chooses the tab it names.
  const [addressSeen, setAddressSeen] = useState(address.fromAddress);
  if (address.fromAddress !== addressSeen) {
    setAddressSeen(address.fromAddress);
    if (tabs.some((t) => t.id === address.fromAddress)) setSelected(address.fromAddress);
  }
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.id);
    address.remember(tab.id);
    onChange?.(tab.id);
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
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            selected={tab.id === current?.id}
            onClick={(event: MouseEvent) => {
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
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      ) : null}
    </div>
  );
}
