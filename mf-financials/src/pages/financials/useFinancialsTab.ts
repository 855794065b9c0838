// The financials page's top tab, kept in the address (?tab=).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from '@gpa/shared-ui';
import { paramForTab, tabFromParam, type FinancialsTab } from './financialsTabs';

/**
 * The top tab of /corporate/financials lives in the URL (`?tab=`), so a tab can be shared and Back returns
 * to the previous one. The visitor's choice pushes a history entry; a URL change that did not come from the
 * tabs themselves (Back, Forward, a link) remounts them on the tab the URL names (`tabsKey`).
 */
export function useFinancialsTab() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const shownByTabs = useRef<FinancialsTab>(tab);
  const [tabsKey, setTabsKey] = useState(0);

  // Before paint, so the previous tab never flashes after Back.
  useLayoutEffect(() => {
    if (tab === shownByTabs.current) return;
    shownByTabs.current = tab;
    setTabsKey((key) => key + 1);
  }, [tab]);

  const selectTab = useCallback(
    (id: string) => {
      const chosen = tabFromParam(id);
      shownByTabs.current = chosen;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const value = paramForTab(chosen);
          if (value) next.set('tab', value);
          else next.delete('tab');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { tab, tabsKey, selectTab };
}
