import packageJson from '../../package.json';
import { exposedModules } from './contract';

test('the modules this area exposes (package.json exports) are the ones @gpa/contracts lists', () => {
  const exposed = Object.keys(packageJson.exports).filter(
    (name) => name !== './routes' && name !== './package.json',
  );
  expect(exposed.sort()).toEqual(Object.keys(exposedModules).sort());
});
