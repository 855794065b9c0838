// Unit test helpers: render a page in the site's providers, fake the content service.
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { RouteTree } from '../app/RouteTree';
import type { PublishedRoute } from '@gpa/contracts';
import { AppProviders } from '../app/AppProviders';
import { CurrentRouteContext } from '../federation/currentRoute';
import { QueryClient } from '@tanstack/react-query';
import type { CollectionName, Collections } from '../content/collections.generated';
import { REACHABILITY_URL } from '../network/probe';

/** Shows the router's current search and goes back, as the browser's address bar and Back button would. */
export function AddressBar() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** Renders a page inside the site's providers and a memory router at `path` (`route`: its route table entry). */
export function renderPage(
  element: ReactElement,
  { path = '/', pattern = path, route }: { path?: string; pattern?: string; route?: PublishedRoute } = {},
): RenderResult {
  const page = route ? (
    <CurrentRouteContext.Provider value={route}>{element}</CurrentRouteContext.Provider>
  ) : (
    element
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTree
          routes={[
            { path: pattern, element: page },
            { path: '*', element: <p>other page</p> },
          ]}
        />
      </MemoryRouter>
    </AppProviders>,
  );
}

type Rows<K extends CollectionName> = Partial<Collections[K]>[] | null;
type ContentFixture = { [K in CollectionName]?: Rows<K> | Error };

/** A media field as the content service returns it in the v4 shape. */
export function mediaFixture(url: string | null) {
  return { data: url ? { id: 1, attributes: { url, name: url.split('/').pop() ?? url } } : null };
}

/**
 * Replaces global fetch with a fake content service answering in the v4 shape: rows per collection,
 * `null` for a null data array, an Error for a failed request. Returns the mock to inspect requests.
 */
export function mockContent(fixture: ContentFixture): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : 'url' in input ? input.url : input.href,
      'http://localhost',
    );
    // The network answers a failed read's reachability probe (shared-ui/src/network).
    if (url.pathname === REACHABILITY_URL) return new Response('{"status":"ok"}', { status: 200 });
    const name = url.pathname.split('/').pop() as CollectionName;
    const rows = fixture[name];
    if (rows instanceof Error) return new Response('{"error":"failed"}', { status: 500 });
    if (rows === undefined) return new Response('{"error":"not found"}', { status: 404 });
    const data =
      rows === null
        ? null
        : rows.map((attributes, index) => ({
            id: index + 1,
            attributes: {
              createdAt: '2024-01-01T00:00:00.000Z',
              updatedAt: '2024-01-01T00:00:00.000Z',
              ...attributes,
            },
          }));
    return new Response(JSON.stringify({ data, meta: {} }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = mock;
  return mock;
}

/** A titled panel (Collapsible): its <details>, a group named by its title; `open` when it shows its panel. */
export const disclosure = (title: string): HTMLElement => screen.getByRole('group', { name: title });

/** The <summary> of a titled panel: what a visitor clicks to open or close it. */
export function disclosureToggle(title: string): HTMLElement {
  const summary = disclosure(title).querySelector(':scope > summary');
  if (!(summary instanceof HTMLElement)) throw new Error(`No summary in the panel "${title}"`);
  return summary;
}
