/**
 * @jest-environment node
 */
// The shell's server render with a fake area module: the real routes, providers and content prefetch.
import {
  Page,
  QueryState,
  contentRead,
  useCollection,
  useContent,
  type AreaRoutesModule,
} from '@gpa/shared-ui';
import type { SiteManifest } from '../federation/siteManifest';
import { renderPage, type RenderRequest } from './renderPage';

const ordersRead = contentRead('financials-puc-leacs', { sort: ['Anchor:desc'] });

function Orders() {
  const orders = useContent(ordersRead);
  return (
    <Page title="LEAC from the area">
      <p>Static part of the page</p>
      <QueryState query={orders} what="PUC LEAC orders">
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id}>{item.attributes.Title}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}

const financials: AreaRoutesModule = {
  routes: [
    { path: '/leac', title: 'LEAC', content: () => [ordersRead], page: async () => ({ default: Orders }) },
    {
      path: '/',
      title: 'Home',
      page: async () => ({ default: () => <Page title="Welcome">Home page</Page> }),
    },
    { path: '/undeclared', title: 'Undeclared', page: async () => ({ default: Undeclared }) },
  ],
};

/** A page that reads content its route does not declare. */
function Undeclared() {
  const reports = useCollection('foia-reports');
  return (
    <Page title="Reads more than it says">
      <QueryState query={reports} what="FOIA reports">
        {(items) => <p>{items.length} reports</p>}
      </QueryState>
    </Page>
  );
}

const manifest: SiteManifest = {
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    financials: {
      name: 'mf_financials',
      version: '1.0.0',
      entry: '/areas/financials/1.0.0/mf-manifest.json',
      routes: [
        { path: '/leac', title: 'LEAC', description: 'Fuel charges' },
        { path: '/', title: 'Home' },
        { path: '/undeclared', title: 'Undeclared' },
      ],
    },
  },
};

const render = (path: string, overrides: Partial<RenderRequest> = {}) =>
  renderPage({
    url: `http://site.test${path}`,
    manifest,
    loadArea: async () => financials,
    fetchContent: async () => ({ data: [{ id: 7, attributes: { Title: 'Order 2025-07' } }] }),
    signal: new AbortController().signal,
    ...overrides,
  });

test("an area page is rendered with its content, styles, title and the content's cache state", async () => {
  const fetchContent = jest.fn(async () => ({ data: [{ id: 7, attributes: { Title: 'Order 2025-07' } }] }));
  const result = await render('/leac', { fetchContent });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>LEAC from the area<\/h1>/);
  expect(result.html).toContain('<li>Order 2025-07</li>');
  // The shell's frame is there too: header, main, footer.
  expect(result.html).toContain('id="main-content"');
  expect(result.html).toContain('<footer');
  expect(result.styles).toMatch(/<style data-emotion="gpa[ -]/);
  expect(result.title).toBe('LEAC | Guam Power Authority');
  expect(result.description).toBe('Fuel charges');
  expect(result.area).toBe('financials');
  expect(fetchContent).toHaveBeenCalledWith(
    '/api/financials-puc-leacs?sort[0]=Anchor%3Adesc',
    expect.anything(),
  );
  // The route's read and the layout's (the notification banner), nothing else.
  expect(fetchContent).toHaveBeenCalledTimes(2);
  expect(fetchContent).toHaveBeenCalledWith(
    '/api/website-notifications?sort[0]=updatedAt%3Adesc',
    expect.anything(),
  );
  expect(result.undeclaredReads).toEqual([]);
  const orders = result.queryState.queries.find((query) => query.queryKey[2] === 'financials-puc-leacs');
  expect(orders?.state.status).toBe('success');
});

test("a page bigger than React's progressive chunk (12.8 kB) arrives whole: no boundary left for a script to reveal", async () => {
  const rows = Array.from({ length: 400 }, (_, index) => ({
    id: index + 1,
    attributes: { Title: `PUC LEAC order number ${index + 1}` },
  }));
  const result = await render('/leac', { fetchContent: async () => ({ data: rows }) });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  expect(result.html.length).toBeGreaterThan(20_000);
  expect(result.html).toContain('<li>PUC LEAC order number 400</li>');
  expect(result.html).not.toContain('<template');
  expect(result.html).not.toContain('<script');
});

test('a failed content read renders the static parts and the notice the browser will show', async () => {
  const result = await render('/leac', { fetchContent: async () => Promise.reject(new Error('down')) });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  expect(result.html).toContain('Static part of the page');
  expect(result.html).toContain('We couldn&#x27;t load the PUC LEAC orders right now.');
  expect(
    result.queryState.queries.find((query) => query.queryKey[2] === 'financials-puc-leacs')?.state.status,
  ).toBe('error');
});

test('a read the route does not declare is reported, left loading for the browser, and not fetched by the server', async () => {
  const fetchContent = jest.fn(async () => ({ data: [] }));
  const result = await render('/undeclared', { fetchContent });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  expect(result.undeclaredReads).toEqual(['/api/foia-reports']);
  expect(fetchContent).not.toHaveBeenCalledWith('/api/foia-reports', expect.anything());
  expect(result.html).not.toContain('reports</p>');
  expect(result.queryState.queries.map((query) => query.queryKey[2])).toEqual(['website-notifications']);
});

test('the home page is titled with the site name alone', async () => {
  const result = await render('/');
  expect(result.kind === 'page' && result.title).toBe('Guam Power Authority');
});

test('an unknown URL renders the 404 page with status 404; an old address of a page redirects', async () => {
  const missing = await render('/no/such/page');
  expect(missing.kind === 'page' && missing.status).toBe(404);
  expect(missing.kind === 'page' && missing.html).toContain('Error 404 Page Not Found');
  expect(await render('/home')).toEqual({ kind: 'redirect', status: 301, location: '/' });
});

test("every fixed redirect is the server's answer: another site permanently, an uploaded file by its entry", async () => {
  expect(await render('/energysense')).toEqual({
    kind: 'redirect',
    status: 301,
    location: expect.stringMatching(/^https:\/\//),
  });
  const fetchContent = jest.fn(async (url: string) =>
    url.startsWith('/api/content-files')
      ? {
          data: [
            {
              id: 3,
              attributes: {
                Anchor: 'damage-claim-form',
                File: {
                  data: {
                    id: 9,
                    attributes: {
                      url: '/uploads/damage_claim.pdf',
                      name: 'damage_claim.pdf',
                      mime: 'application/pdf',
                    },
                  },
                },
              },
            },
          ],
        }
      : { data: [] },
  );
  expect(await render('/damage-claim-form', { fetchContent })).toEqual({
    kind: 'redirect',
    status: 302,
    location: '/uploads/damage_claim.pdf',
  });
  expect(fetchContent).toHaveBeenCalledWith(
    expect.stringContaining('/api/content-files?filters[Anchor][$eq]=damage-claim-form'),
    expect.anything(),
  );

  // No such entry (or the read failed): the page, which says so.
  const missing = await render('/milestones', { fetchContent: async () => ({ data: [] }) });
  expect(missing.kind === 'page' && missing.html).toMatch(/we can&#x27;t find (<!-- -->)?GPA Milestones/);
});

test('an area whose server code never answers does not finish the render before the abort', async () => {
  const controller = new AbortController();
  const pending = render('/leac', {
    loadArea: () => new Promise(() => undefined),
    signal: controller.signal,
  });
  let settled = false;
  pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(false);
  controller.abort(new Error('budget'));
  await expect(pending).rejects.toThrow('budget');
});

test('an area build whose route table holds something that is not a page fails the render (the server sends the client-rendered page)', async () => {
  await expect(
    render('/leac', { loadArea: async () => ({ routes: [...financials.routes, { path: '/broken' }] }) }),
  ).rejects.toThrow("The financials area's server build has a route without a path or page");
});

test('maintenance is left to the browser', async () => {
  expect(await render('/leac', { manifest: { ...manifest, maintenance: true } })).toEqual({
    kind: 'client-only',
    reason: 'maintenance',
  });
});
