// Accessible tabs, stacked on narrow screens.
import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is rendered. */
export function Tabs({ label, tabs, initialTab, onChange }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(
    initialTab && tabs.some((t) => t.id === initialTab) ? initialTab : tabs[0]?.id,
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.id);
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
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            selected={tab.id === current?.id}
            onClick={() => select(index)}
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
