import { SHELL_SINGLETONS } from './federationHost';
// The build's list of what the areas consume (CommonJS, read by every webpack config).
const { shared } = require('@gpa/shared-ui/build/federation.js') as { shared: Record<string, unknown> };

test('the host provides every singleton the areas consume, and nothing else', () => {
  expect(Object.keys(SHELL_SINGLETONS).sort()).toEqual(Object.keys(shared).sort());
});

test('each provided singleton is the module the shell itself runs, at its installed version', async () => {
  expect(SHELL_SINGLETONS.react).toHaveProperty('module.useState');
  expect(SHELL_SINGLETONS['@gpa/shared-ui']).toHaveProperty('module.configureFederation');
  for (const { version } of Object.values(SHELL_SINGLETONS)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
  // Only an area's development build consumes the JSX dev runtime: the host loads it when asked, not before.
  const devRuntime = SHELL_SINGLETONS['react/jsx-dev-runtime'];
  expect(devRuntime).not.toHaveProperty('module');
  expect(devRuntime && 'load' in devRuntime && (await devRuntime.load())).toHaveProperty('jsxDEV');
});
