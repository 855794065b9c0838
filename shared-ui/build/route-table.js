// Reads an area's src/routes.tsx at build time, without bundling it, to publish the pages it owns as
// routes.json: path, title, query parameters, where the menu, footer and search list each page, and the
// collections its declared content reads read, on the page as first opened and on each view it declares
// (the admin names a collection's pages from these).
// The route table is plain data; page imports sit inside functions and never run here.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** The module's exports, transpiled and run with `requireFrom` for its imports. */
function evaluateModule(file, requireFrom) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
    },
    fileName: file,
  });
  const module = { exports: {} };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the route table is the project's own source, run to read its data
  new Function('require', 'module', 'exports', outputText)(requireFrom, module, module.exports);
  return module.exports;
}

/**
 * What the shared UI's content hooks are at build time: `contentRead` names its collection, as the real one
 * does (@gpa/shared-ui's contentRead); anything else is inert, since only the reads are run here.
 */
const sharedUiAtBuild = new Proxy(
  {},
  {
    get: (_, name) =>
      name === 'contentRead' ? (collection, query = {}) => ({ collection, query }) : () => undefined,
  },
);

/** Imports of the route table's own modules (its content reads) run too; packages resolve to sharedUiAtBuild. */
function moduleRequire(fromFile, loaded) {
  return (request) => {
    if (!request.startsWith('.')) return sharedUiAtBuild;
    const base = path.resolve(path.dirname(fromFile), request);
    const file = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => fs.existsSync(candidate));
    if (!file) return {};
    if (!loaded.has(file)) {
      loaded.set(file, {});
      loaded.set(file, evaluateModule(file, moduleRequire(file, loaded)));
    }
    return loaded.get(file);
  };
}

function evaluateRouteTable(file) {
  const routes = evaluateModule(file, moduleRequire(file, new Map())).routes;
  if (!Array.isArray(routes)) throw new Error(`${file} must export a "routes" array`);
  return routes;
}

/** The collections a route's declared content reads read with the query `at` ('' : the page as first opened), sorted. */
function declaredReads(file, route, at = '') {
  if (route.content === undefined) return [];
  if (typeof route.content !== 'function')
    throw new Error(`${file}: route ${route.path} has a "content" that is not a function`);
  const reads = route.content(new URLSearchParams(at));
  if (!Array.isArray(reads) || reads.some((read) => typeof read?.collection !== 'string'))
    throw new Error(
      `${file}: route ${route.path} has content reads that are not contentRead(...) of a collection`,
    );
  return [...new Set(reads.map((read) => read.collection))].sort();
}

/**
 * The route's views (@gpa/contracts' PublishedView), each with the collections it reads. A view's query
 * names declared parameters only: the server and the edge keep no other, so it would be the first view.
 */
function publishedViews(file, route) {
  const { views } = route;
  if (views === undefined) return {};
  const isView = (view) =>
    view !== null &&
    typeof view === 'object' &&
    isText(view.label) &&
    (view.at === undefined || /^\?./.test(view.at));
  if (!Array.isArray(views) || views.length === 0 || !views.every(isView))
    throw new Error(
      `${file}: route ${route.path} has "views" that are not a list of { label, at? } (at: a ?query)`,
    );
  const undeclared = views
    .flatMap(({ at = '' }) => [...new URLSearchParams(at).keys()])
    .filter((name) => !route.query?.includes(name));
  if (undeclared.length)
    throw new Error(
      `${file}: route ${route.path} has views on query parameters it does not declare in "query": ${undeclared.join(', ')}`,
    );
  return {
    views: views.map(({ label, at }) => {
      const reads = declaredReads(file, route, at);
      return { label, ...(at ? { at } : {}), ...(reads.length ? { reads } : {}) };
    }),
  };
}

// When a first visit loads a page's code: what a build publishes (@gpa/contracts' pageCodeSchema also reads
// what older builds published).
const PAGE_CODE_TIMES = ['whenUsed'];

const isText = (value) => typeof value === 'string' && value !== '';
const isLink = (entry) =>
  entry !== null && typeof entry === 'object' && isText(entry.label) && Number.isFinite(entry.order);

/** The route's menu, footer and search entries (@gpa/contracts' MenuEntry, FooterEntry, SearchEntry), checked. */
function navigationEntries(file, route) {
  const { menu, footer, search } = route;
  const refuse = (what) => {
    throw new Error(`${file}: route ${route.path} has ${what}`);
  };
  if (
    menu !== undefined &&
    !(Array.isArray(menu) && menu.every((entry) => isLink(entry) && isText(entry.group)))
  )
    refuse('a "menu" that is not a list of { group, label, order }');
  // A part or a view of the page itself: the entry can never point at another page.
  if (menu?.some((entry) => entry.at !== undefined && !/^[#?]./.test(entry.at)))
    refuse('a menu entry whose "at" is not a #part or a ?view');
  if (footer !== undefined && !isLink(footer)) refuse('a "footer" that is not { label, order }');
  if (
    search !== undefined &&
    !(
      search &&
      isText(search.label) &&
      (search.description === undefined || typeof search.description === 'string')
    )
  )
    refuse('a "search" that is not { label, description? }');
  return {
    ...(menu?.length
      ? { menu: menu.map(({ group, label, order, at }) => ({ group, label, order, ...(at ? { at } : {}) })) }
      : {}),
    ...(footer ? { footer: { label: footer.label, order: footer.order } } : {}),
    ...(search
      ? {
          search: { label: search.label, ...(search.description ? { description: search.description } : {}) },
        }
      : {}),
  };
}

function readRouteTable(file) {
  return evaluateRouteTable(file).map((route, index) => {
    const reads = declaredReads(file, route);
    if (typeof route.path !== 'string' || !route.path.startsWith('/'))
      throw new Error(`${file}: route ${index} needs an absolute "path"`);
    if (typeof route.title !== 'string' || !route.title)
      throw new Error(`${file}: route ${route.path} needs a "title"`);
    if (typeof route.page !== 'function') throw new Error(`${file}: route ${route.path} needs a lazy "page"`);
    if (route.description !== undefined && typeof route.description !== 'string')
      throw new Error(`${file}: route ${route.path} has a non-text "description"`);
    if (
      route.query !== undefined &&
      !(Array.isArray(route.query) && route.query.every((name) => typeof name === 'string' && name))
    )
      throw new Error(`${file}: route ${route.path} has a "query" that is not a list of parameter names`);
    // The service worker saves the page at this very path: a pattern names no page.
    if (route.offlineEssential !== undefined && (route.offlineEssential !== true || /[:*]/.test(route.path)))
      throw new Error(
        `${file}: route ${route.path} has an "offlineEssential" that is not true on a page's path`,
      );
    if (route.pageCode !== undefined && !PAGE_CODE_TIMES.includes(route.pageCode))
      throw new Error(
        `${file}: route ${route.path} has a "pageCode" that is not one of ${PAGE_CODE_TIMES.join(', ')}`,
      );
    return {
      path: route.path,
      title: route.title,
      ...(route.description ? { description: route.description } : {}),
      ...(route.query?.length ? { query: route.query } : {}),
      ...navigationEntries(file, route),
      ...(route.offlineEssential ? { offlineEssential: true } : {}),
      ...(route.pageCode ? { pageCode: route.pageCode } : {}),
      ...(reads.length ? { reads } : {}),
      ...publishedViews(file, route),
    };
  });
}

/**
 * Which files each route's page needs, beyond the ./routes module: { "/leac": ["648.8d9a.js", ...] }. The
 * site server preloads them for a first visit to the page, so they load alongside the shell's code.
 */
function pageChunks(file, compilation) {
  const filesByRequest = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.module?.resource !== file || !origin.request) continue;
      const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((name) => name.endsWith('.js'));
      filesByRequest.set(origin.request, [
        ...new Set([...(filesByRequest.get(origin.request) ?? []), ...files]),
      ]);
    }
  }
  const chunks = {};
  for (const route of evaluateRouteTable(file)) {
    // The page's import, as written in routes.tsx (import('./pages/x') becomes require('./pages/x')).
    const request = /(?:import|require)\(\s*['"]([^'"]+)['"]/.exec(String(route.page))?.[1];
    if (request && filesByRequest.has(request)) chunks[route.path] = filesByRequest.get(request);
  }
  return chunks;
}

/** Emits routes.json (what the area owns) and page-chunks.json next to the area's mf-manifest.json. */
class RouteTablePlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = readRouteTable(this.file);
          compilation.emitAsset('routes.json', new RawSource(JSON.stringify({ routes }, null, 2)));
        },
      );
      // After the chunks have their final file names.
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            'page-chunks.json',
            new RawSource(JSON.stringify(pageChunks(this.file, compilation), null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { readRouteTable, RouteTablePlugin };
