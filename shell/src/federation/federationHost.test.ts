import { SHELL_SINGLETONS } from './federationHost';
// The build's list of what the areas consume (CommonJS, read by every webpack config).
const { shared } = require('@gpa/shared-ui/build/federation.js') as { shared: Record<string, unknown> };

test('the host provides every singleton the areas consume, and nothing else', () => {
  expect(Object.keys(SHELL_SINGLETONS).sort()).toEqual(Object.keys(shared).sort());
});

test('each provided singleton is the module the shell itself runs, at its installed version', () => {
  expect(SHELL_SINGLETONS.react?.module).toHaveProperty('useState');
  expect(SHELL_SINGLETONS['@gpa/shared-ui']?.module).toHaveProperty('configureFederation');
  for (const { version } of Object.values(SHELL_SINGLETONS)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
});
