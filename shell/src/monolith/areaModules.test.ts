/** @jest-environment node */
// The monolith's module table must offer every module an area exposes through federation, and nothing else:
// a page embedding a new exposed component would otherwise fail only in the monolith.
import path from 'node:path';
import { exposedModules } from './areaModules';

const root = path.join(__dirname, '..', '..', '..');
const areaDirs = ['mf-customer', 'mf-corporate', 'mf-financials', 'mf-tools'];

/** "mf_tools/BillComparison" for each module the area's federated build exposes. */
function federatedExposes(dir: string): string[] {
  type Config = { plugins: { constructor: { name: string }; _options?: { name: string; exposes: Record<string, string> } }[] };
  const [browser] = require(path.join(root, dir, 'webpack.config.js'))({}, { mode: 'production' }) as Config[];
  const federation = browser!.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options;
  if (!federation) throw new Error(`${dir} has no federation plugin`);
  return Object.keys(federation.exposes).map((module) => `${federation.name}/${module.replace(/^\.\//, '')}`);
}

test('the monolith offers exactly the modules the areas expose', () => {
  const expected = areaDirs.flatMap(federatedExposes).sort();
  expect(Object.keys(exposedModules).sort()).toEqual(expected);
});
