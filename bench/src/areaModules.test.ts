/** @jest-environment node */
// The monolith's module table must offer every module an area exposes through federation (its package.json
// "exports"), and nothing else: a page embedding a new exposed component would otherwise fail only here.
import { exposedModules } from './areaModules';

const { federationName } = require('@gpa/shared-ui/build/federation.js') as {
  federationName: (dir: string) => string;
};

const { areas } = require('../../scripts/lib/packages') as { areas: Record<string, string> };
const areaPackages = Object.values(areas);

/** "mf_tools/BillComparison" for each module the area exposes. */
function federatedExposes(dir: string): string[] {
  const { exports } = require(`@gpa/${dir}/package.json`) as { exports: Record<string, string> };
  return Object.keys(exports)
    .filter((name) => name !== './package.json')
    .map((name) => `${federationName(dir)}/${name.replace(/^\.\//, '')}`);
}

test('the monolith offers exactly the modules the areas expose', () => {
  const expected = areaPackages.flatMap(federatedExposes).sort();
  expect(Object.keys(exposedModules).sort()).toEqual(expected);
});
