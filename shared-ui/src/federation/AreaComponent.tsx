// Embeds another area's exposed component, with a timeout, fallback and Retry.
import type { EmbeddingArea, ExposedModule } from '@gpa/contracts';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Loading, Problem } from '../components/Status';
import { RetryBoundary } from '../components/RetryBoundary';
import { loadExposed, resetAreaBuild } from './areaBuilds';

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
 * Embeds another area's exposed component through federation, with the same timeout, fallback and Retry as
 * a page: when that area is down only this part shows "not available", the rest of the page works. The
 * module loads after the first render, so the server and the first client render agree (a loading box).
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

  useEffect(() => {
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
  }, [area, module, title, attempt]);

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
      <div style={{ minHeight }} data-remote-component="">
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
