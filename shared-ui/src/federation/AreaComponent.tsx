// Embeds another area's exposed component, with a timeout, fallback and Retry.
import type { EmbeddingArea, ExposedModule } from '@gpa/contracts';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Loading, Problem } from '../components/Status';
import { RetryBoundary } from '../components/RetryBoundary';
import { loadExposed, resetAreaBuild } from './areaBuilds';
import { LOADING_AREA_PART } from './areaPart';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Component: ComponentType<object> };

interface AreaComponentProps<Area extends EmbeddingArea> {
  /** The area that exposes the component, as named in the site manifest ("tools"). */
  area: Area;
  /** The exposed module ("./BillComparison"), one @gpa/contracts lists; its default export is the component. */
  module: ExposedModule<Area>;
  /** What it is, for the loading and fallback texts. */
  title: string;
  props?: object;
  /** Space kept while it loads, so the page does not jump when it arrives. */
  minHeight?: string;
  /** What a visitor without JavaScript can do instead (e.g. a link to a page that works without it). */
  withoutScript?: ReactNode;
}

/**
 * Calls `show` once `box` is shown: at once, or, inside a closed panel (<details>), when the panel opens.
 * Returns a function that stops waiting.
 */
function whenShown(box: HTMLElement | null, show: () => void): () => void {
  const panel = box?.closest('details');
  if (!panel || panel.open) {
    show();
    return () => undefined;
  }
  const onToggle = () => {
    if (!panel.open) return;
    panel.removeEventListener('toggle', onToggle);
    show();
  };
  panel.addEventListener('toggle', onToggle);
  return () => panel.removeEventListener('toggle', onToggle);
}

/**
 * Embeds another area's exposed component through federation, with the same timeout, fallback and Retry as
 * a page: when that area is down only this part shows "not available", the rest of the page works. The
 * module loads after the first render, so the server and the first client render agree (a loading box), and
 * only once it is shown: in a closed panel, when the visitor opens it (a phone pays for what it shows).
 */
export function AreaComponent<Area extends EmbeddingArea>({
  area,
  module,
  title,
  props = {},
  minHeight = '16rem',
  withoutScript,
}: AreaComponentProps<Area>) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => whenShown(box.current, () => setShown(true)), []);

  useEffect(() => {
    if (!shown) return;
    let current = true;
    loadExposed<{ default: ComponentType<object> }>(area, module).then(
      (exposed) => current && setLoaded({ status: 'ready', Component: exposed.default }),
      (error: unknown) => {
        console.error(`${title} could not be loaded:`, error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [area, module, title, attempt, shown]);

  const retry = () => {
    resetAreaBuild(area);
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const unavailable = (
    <Problem title={`${title}: this part of the site is not available right now.`} onRetry={retry}>
      The rest of this page still works. Please try again in a moment.
    </Problem>
  );

  if (loaded.status === 'failed') return unavailable;
  if (loaded.status === 'loading')
    return (
      <div ref={box} style={{ minHeight }} {...{ [LOADING_AREA_PART]: '' }}>
        <Loading label={`Loading ${title}…`} />
        {/* Without JavaScript the component never loads: this note replaces the loading notice (GlobalStyles). */}
        <noscript>
          <Problem title={`${title} needs JavaScript, which is off or not available in this browser.`}>
            {withoutScript}
          </Problem>
        </noscript>
      </div>
    );
  const { Component } = loaded;
  return (
    <RetryBoundary key={attempt} fallback={() => unavailable}>
      <Component {...props} />
    </RetryBoundary>
  );
}
