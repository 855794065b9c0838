// The data blocks the site server puts in a page: read by their schema; a broken or malformed one is none,
// and the console names the block and the field.
import { readDataBlock } from './dataBlocks';
import { siteManifestSchema } from './siteManifest';

const manifest = {
  content: { apiUrl: '/api', filesUrl: '' },
  areas: {
    tools: {
      name: 'mf_tools',
      version: '1.0.0',
      entry: '/areas/tools/1.0.0/mf-manifest.json',
      routes: [{ path: '/calculator', title: 'Calculator' }],
    },
  },
};

function putBlock(id: string, text: string) {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.body.append(block);
}

test('a well-formed block is read as its schema says; an absent one is undefined', () => {
  putBlock('site-manifest', JSON.stringify(manifest));
  expect(readDataBlock('site-manifest', siteManifestSchema)).toEqual(manifest);
  expect(readDataBlock('query-state', siteManifestSchema)).toBeUndefined();
});

test('a block that is not JSON or not of its schema is undefined, and the console says which block and field', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  putBlock(
    'site-manifest',
    JSON.stringify({ ...manifest, areas: { tools: { ...manifest.areas.tools, entry: 3 } } }),
  );
  expect(readDataBlock('site-manifest', siteManifestSchema)).toBeUndefined();
  putBlock('site-manifest', '{"areas": ');
  expect(readDataBlock('site-manifest', siteManifestSchema)).toBeUndefined();
  expect(errors.mock.calls.map(([error]) => String(error))).toEqual([
    "Error: The page's site-manifest data block: areas.tools.entry: Invalid input (expected string)",
    expect.stringContaining('SyntaxError'),
  ]);
  errors.mockRestore();
});
