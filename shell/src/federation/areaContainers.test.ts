import {
  REMOTE_ENTRY_FILE,
  containerOf,
  containerRuntime,
  loadContainerScript,
  type AreaContainer,
} from './areaContainers';
// The build's name for an area's container file (CommonJS, read by every webpack config).
const { remoteEntryFile } = require('@gpa/shared-ui/build/federation.js') as { remoteEntryFile: string };

const globals = globalThis as Record<string, unknown>;

/** A container as an area's remoteEntry.js defines it: records its init, serves one module. */
function fakeContainer(exposed: Record<string, unknown>) {
  const inits: Array<{ shareScope: object; options: object }> = [];
  const container: AreaContainer = {
    init: (shareScope, _initScope, options) => {
      inits.push({ shareScope, options });
    },
    get: (module) => {
      if (!(module in exposed)) return Promise.reject(new Error(`no ${module}`));
      return Promise.resolve(() => exposed[module]);
    },
  };
  return { container, inits };
}

/** The script element the loader added for `url` (jsdom loads no scripts: the test plays the browser). */
function scriptFor(url: string): HTMLScriptElement {
  const script = [...document.head.querySelectorAll('script')].find((element) => element.src.endsWith(url));
  if (!script) throw new Error(`no script for ${url}`);
  return script;
}

afterEach(() => {
  delete globals.mf_test;
  document.head.innerHTML = '';
});

test('the host loads an area from its container, beside the manifest the site manifest names', () => {
  expect(REMOTE_ENTRY_FILE).toBe(remoteEntryFile);
  expect(containerOf({ name: 'mf_tools', entry: '/areas/tools/1.2.0/mf-manifest.json' })).toEqual({
    name: 'mf_tools',
    entry: '/areas/tools/1.2.0/remoteEntry.js',
  });
  expect(
    containerOf({ name: 'mf_tools', entry: 'http://x/areas/tools/1.2.0/mf-manifest.json?attempt=2' }).entry,
  ).toBe('http://x/areas/tools/1.2.0/remoteEntry.js?attempt=2');
  expect(containerOf({ name: 'mf_tools', entry: 'http://127.0.0.1:3004/remoteEntry.js' }).entry).toBe(
    'http://127.0.0.1:3004/remoteEntry.js',
  );
});

describe('loadContainerScript', () => {
  test('runs the remoteEntry.js and resolves with the container its script defines, then removes the script', async () => {
    const { container } = fakeContainer({});
    const loading = loadContainerScript('mf_test', '/areas/test/1.0.0/remoteEntry.js');
    const script = scriptFor('/areas/test/1.0.0/remoteEntry.js');
    expect(script.async).toBe(true);
    globals.mf_test = container;
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(container);
    expect(document.head.querySelector('script')).toBeNull();
  });

  test('fails with the URL when the script does not load, or defines no container', async () => {
    const failed = loadContainerScript('mf_test', '/areas/test/1.0.0/remoteEntry.js');
    scriptFor('/areas/test/1.0.0/remoteEntry.js').dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/areas/test/1.0.0/remoteEntry.js did not load');
    expect(document.head.querySelector('script')).toBeNull();

    const empty = loadContainerScript('mf_test', '/areas/test/1.0.1/remoteEntry.js');
    globals.mf_test = { init: 'not a function' };
    scriptFor('/areas/test/1.0.1/remoteEntry.js').dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('did not define the mf_test container');
  });
});

describe('containerRuntime', () => {
  const area = { name: 'mf_test', entry: '/areas/test/1.0.0/remoteEntry.js' };

  test("starts a container once, on the host's share scope, and returns what its modules export", async () => {
    const { container, inits } = fakeContainer({ './routes': { routes: [] }, './Part': { Part: 'part' } });
    const load = jest.fn().mockResolvedValue(container);
    const shareScopeMap: Record<string, object> = {};
    const runtime = containerRuntime(shareScopeMap, load);
    runtime.registerRemotes([area]);

    await expect(runtime.loadRemote('mf_test/routes')).resolves.toEqual({ routes: [] });
    await expect(runtime.loadRemote('mf_test/Part')).resolves.toEqual({ Part: 'part' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mf_test', area.entry);
    expect(inits).toHaveLength(1);
    expect(inits[0]?.shareScope).toBe(shareScopeMap.default);
    expect(inits[0]?.options).toEqual({ version: '', shareScopeKeys: 'default' });
    expect(inits[0]?.options).toHaveProperty('shareScopeMap', shareScopeMap);
  });

  test('loads the container beside the mf-manifest.json an area is registered at', async () => {
    const { container } = fakeContainer({ './routes': {} });
    const load = jest.fn().mockResolvedValue(container);
    const runtime = containerRuntime({}, load);
    runtime.registerRemotes([{ name: 'mf_test', entry: '/areas/test/1.0.0/mf-manifest.json' }]);
    await runtime.loadRemote('mf_test/routes');
    expect(load).toHaveBeenCalledWith('mf_test', '/areas/test/1.0.0/remoteEntry.js');
  });

  test('keeps an area where it points unless forced, and refuses an area it does not know', async () => {
    const { container } = fakeContainer({ './routes': {} });
    const load = jest.fn().mockResolvedValue(container);
    const runtime = containerRuntime({}, load);
    runtime.registerRemotes([area]);
    runtime.registerRemotes([{ ...area, entry: '/areas/test/2.0.0/remoteEntry.js' }]);
    await runtime.loadRemote('mf_test/routes');
    expect(load).toHaveBeenLastCalledWith('mf_test', area.entry);

    runtime.registerRemotes([{ ...area, entry: '/areas/test/2.0.0/remoteEntry.js' }], { force: true });
    await runtime.loadRemote('mf_test/routes');
    expect(load).toHaveBeenLastCalledWith('mf_test', '/areas/test/2.0.0/remoteEntry.js');

    await expect(runtime.loadRemote('mf_other/routes')).rejects.toThrow('No area is registered as mf_other');
  });

  test('tries a container that failed again on the next load, and passes a missing module on', async () => {
    const { container } = fakeContainer({ './routes': { routes: [] } });
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(container);
    const runtime = containerRuntime({}, load);
    runtime.registerRemotes([area]);
    await expect(runtime.loadRemote('mf_test/routes')).rejects.toThrow('offline');
    await expect(runtime.loadRemote('mf_test/routes')).resolves.toEqual({ routes: [] });
    await expect(runtime.loadRemote('mf_test/Missing')).rejects.toThrow('no ./Missing');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
