// An area's route table: the manifest's copy, or (development manifest) its routes.json, parsed, never trusted.
import { configureFederation, fetchJson } from '@gpa/shared-ui';
import { loadRouteTable, registerAreas } from './areas';

jest.mock('@gpa/shared-ui', () => ({
  ...jest.requireActual('@gpa/shared-ui'),
  configureFederation: jest.fn(),
  fetchJson: jest.fn(),
}));
const routesFile = jest.mocked(fetchJson);

const calculator = { path: '/calculator', title: 'Calculator' };
const tools = { name: 'mf_tools', entry: 'http://localhost/areas/tools/mf-manifest.json' };

beforeEach(() => {
  jest.clearAllMocks();
  registerAreas({ content: { apiUrl: '/api', filesUrl: '' }, areas: { tools } });
});

test('an area the manifest gives no routes is read from the routes.json beside its entry', async () => {
  routesFile.mockResolvedValue({ routes: [calculator] });
  await expect(loadRouteTable('tools')).resolves.toEqual({ area: 'tools', routes: [calculator] });
  expect(jest.mocked(configureFederation)).toHaveBeenCalled();
  expect(routesFile.mock.calls[0]?.[0]).toBe('http://localhost/areas/tools/routes.json');
});

test('a routes.json that is not a route table is refused, naming the area and the field', async () => {
  routesFile.mockResolvedValue({ routes: [{ path: '/calculator' }] });
  await expect(loadRouteTable('tools')).rejects.toThrow(
    "The tools area's routes.json: routes.0.title: Invalid input (expected string)",
  );
});
