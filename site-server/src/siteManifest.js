// The one module that owns the site manifest's format (site-manifest.json, next to the shell's files).
// The build, the release and rollback commands, the site server and the tests all read and write it
// through here; the shell has the same shape as a TypeScript type (shell/src/federation/siteManifest.ts).
//
// {
//   "maintenance": false,                 every URL shows the maintenance page
//   "remoteTimeoutMs": 8000,              how long to wait for an area before its fallback
//   "content": { "apiUrl": "/api", "filesUrl": "" },
//   "areas": {
//     "financials": {
//       "name": "mf_financials",          federation name
//       "version": "1.0.0",               the live version (a folder under areas/<area>/)
//       "entry": "/areas/financials/1.0.0/mf-manifest.json",
//       "routes": [{ "path": "/leac", "title": "..." }]   what the area owns (its routes.json)
//     }
//   }
// }
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_FILE = 'site-manifest.json';
const DEFAULTS = { maintenance: false, remoteTimeoutMs: 8000, content: { apiUrl: '/api', filesUrl: '' } };

/** Where one version of an area is deployed, as a URL path and as a folder under the site. */
const areaVersionPath = (area, version) => `/areas/${area}/${version}/`;
const areaVersionDir = (siteDir, area, version) => path.join(siteDir, 'areas', area, version);

/** Throws a clear error for anything the shell or the server could not use. */
function validateSiteManifest(manifest) {
  const fail = (what) => {
    throw new Error(`site manifest: ${what}`);
  };
  if (!manifest || typeof manifest !== 'object') fail('not an object');
  if (!manifest.content || typeof manifest.content.apiUrl !== 'string') fail('content.apiUrl is missing');
  if (!manifest.areas || typeof manifest.areas !== 'object') fail('areas is missing');
  for (const [area, entry] of Object.entries(manifest.areas)) {
    if (!/^[a-z][a-z0-9-]*$/.test(area)) fail(`bad area name "${area}"`);
    if (typeof entry?.name !== 'string' || typeof entry.entry !== 'string' || typeof entry.version !== 'string')
      fail(`area ${area} needs name, version and entry`);
    if (!Array.isArray(entry.routes) || entry.routes.some((route) => typeof route?.path !== 'string' || typeof route.title !== 'string'))
      fail(`area ${area} needs its route table (routes: [{ path, title }])`);
  }
  return manifest;
}

/** The manifest entry for one built area version (`routes` as in its routes.json). */
function areaEntry({ area, name, version, routes }) {
  return { name, version, entry: `${areaVersionPath(area, version)}mf-manifest.json`, routes };
}

/** Reads an area version's published route table from its deployed folder. */
function readAreaRoutes(siteDir, area, version) {
  return JSON.parse(fs.readFileSync(path.join(areaVersionDir(siteDir, area, version), 'routes.json'), 'utf8')).routes;
}

function readSiteManifest(siteDir) {
  const file = path.join(siteDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Writes atomically (a temporary file, then rename): a half-written manifest is never served. */
function writeSiteManifest(siteDir, manifest) {
  const full = { ...DEFAULTS, ...manifest };
  validateSiteManifest(full);
  const file = path.join(siteDir, MANIFEST_FILE);
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(full, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return full;
}

module.exports = {
  MANIFEST_FILE,
  DEFAULTS,
  areaEntry,
  areaVersionDir,
  areaVersionPath,
  readAreaRoutes,
  readSiteManifest,
  validateSiteManifest,
  writeSiteManifest,
};
