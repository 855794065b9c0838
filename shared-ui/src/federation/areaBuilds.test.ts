import type { FederationRuntime } from './areaBuilds';

const areas = {
  tools: { name: 'mf_tools', entry: '/areas/tools/1.0.0/mf-manifest.json' },
  customer: { name: 'mf_customer', entry: '/areas/customer/1.0.0/mf-manifest.json' },
};

/** The module as a new page has it: no runtime started yet. */
function freshAreaBuilds(): typeof import('./areaBuilds') {
  let module: typeof import('./areaBuilds') | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('./areaBuilds')>('./areaBuilds');
  });
  return module!;
}

function fakeRuntime() {
  const runtime = {
    registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
    loadRemote: jest.fn(async (id: string) => ({ id })),
  };
  const loader = jest.fn(async () => runtime as FederationRuntime);
  return { runtime, loader };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the runtime loads with the first area module, once, and knows every area of the site by then', async () => {
  const { configureFederation, loadExposed } = freshAreaBuilds();
  const { runtime, loader } = fakeRuntime();
  configureFederation({ areas, runtime: loader });
  expect(loader).not.toHaveBeenCalled();

  await expect(loadExposed('tools', './BillComparison')).resolves.toEqual({ id: 'mf_tools/BillComparison' });
  await loadExposed('customer', './routes');
  expect(loader).toHaveBeenCalledTimes(1);
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  expect(runtime.registerRemotes).toHaveBeenCalledWith(Object.values(areas));

  // Configured again (a newer manifest): the same runtime, which learns only an area it does not know.
  const other = fakeRuntime();
  const financials = { name: 'mf_financials', entry: '/areas/financials/1.0.0/mf-manifest.json' };
  configureFederation({ areas: { ...areas, financials }, runtime: other.loader });
  await loadExposed('financials', './routes');
  expect(other.loader).not.toHaveBeenCalled();
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith([financials]);
  // Its own copies: the runtime rewrites what it registers, never the site's manifest.
  expect(runtime.registerRemotes.mock.calls[1]?.[0][0]).not.toBe(financials);
});

test('a build switched before the runtime starts is the one it registers; a Retry forces a fresh address in', async () => {
  const { configureFederation, loadExposed, switchAreaBuild, resetAreaBuild } = freshAreaBuilds();
  const { runtime, loader } = fakeRuntime();
  configureFederation({ areas: { tools: areas.tools }, runtime: loader });
  const released = { name: 'mf_tools', entry: '/areas/tools/1.1.0/mf-manifest.json' };
  switchAreaBuild('tools', released);
  await loadExposed('tools', './routes');
  expect(runtime.registerRemotes).toHaveBeenCalledWith([released]);

  resetAreaBuild('tools');
  await settled();
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_tools', entry: expect.stringMatching(/1\.1\.0\/mf-manifest\.json\?attempt=1$/) }],
    { force: true },
  );
});

test('a runtime that did not load (offline) is tried again by the next load', async () => {
  const { configureFederation, loadExposed } = freshAreaBuilds();
  const { runtime } = fakeRuntime();
  const loader = jest
    .fn<Promise<FederationRuntime>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 137 failed'))
    .mockResolvedValue(runtime as FederationRuntime);
  configureFederation({ areas, runtime: loader });
  await expect(loadExposed('tools', './routes')).rejects.toThrow('Loading chunk 137 failed');
  configureFederation({ areas, runtime: loader });
  await expect(loadExposed('tools', './routes')).resolves.toEqual({ id: 'mf_tools/routes' });
  expect(loader).toHaveBeenCalledTimes(2);
});
