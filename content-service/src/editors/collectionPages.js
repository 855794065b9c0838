'use strict';

/**
 * The site pages that show each collection, from the areas' route tables: a route's declared content reads
 * (published in its routes.json as `reads`, shared-ui/build/route-table.js) name the collections its page
 * reads, and its `views` (a tab at ?tab=ar) name the view that reads each. The admin's descriptions
 * ("Appears on: ...") and preview links come from here, so adding a read to a route changes the admin with
 * no other edit.
 */
const fs = require('node:fs');
const path = require('node:path');
const catalog = require('@gpa/content-catalog');
const { uidOf } = require('@gpa/content-catalog/uid');
const { readRouteTable } = require('@gpa/shared-ui/build/route-table.js');

const REPOSITORY = path.resolve(__dirname, '..', '..', '..');

/** Every workspace that exports a route table (the areas), in the order the root package.json lists them. */
function areaRouteTables(repository = REPOSITORY) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repository, 'package.json'), 'utf8'));
  return workspaces.flatMap((workspace) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repository, workspace, 'package.json'), 'utf8'));
    const routesFile = manifest.exports?.['./routes'];
    return typeof routesFile === 'string'
      ? [readRouteTable(path.join(repository, workspace, routesFile))]
      : [];
  });
}

/** A path a visitor can open (not a pattern such as /news/:id or /hr/*). */
const isPage = (route) => !/[:*]/.test(route.path);

/**
 * Where each collection a route reads shows, as [collection, { path, title }]: a route with views names the
 * view (its address and label) for what only some views read, and the page itself for what all of them read.
 */
function routePages(route) {
  const page = { path: route.path, title: route.title };
  if (!route.views) return (route.reads ?? []).map((collection) => [collection, page]);
  const readByEveryView = (collection) => route.views.every((view) => view.reads?.includes(collection));
  const collections = [...new Set(route.views.flatMap((view) => view.reads ?? []))];
  return collections.flatMap((collection) =>
    readByEveryView(collection)
      ? [[collection, page]]
      : route.views
          .filter((view) => view.reads?.includes(collection))
          .map((view) => [
            collection,
            { path: `${route.path}${view.at ?? ''}`, title: `${route.title}, ${view.label}` },
          ]),
  );
}

/** The catalog's relations, as collection -> the collections its entries link to (shown with them: a category, a year). */
function relatedCollections(entries = catalog) {
  const pluralOf = new Map(entries.map(({ singular, plural }) => [uidOf(singular), plural]));
  return new Map(
    entries.map(({ plural, fields }) => [
      plural,
      Object.values(fields).flatMap((field) =>
        field.type === 'relation' && pluralOf.has(field.target) ? [pluralOf.get(field.target)] : [],
      ),
    ]),
  );
}

/**
 * collection -> the pages whose routes declare a read of it ({ path, title }), in route table order. The
 * entries a read collection links to (the catalog's relations, which the page populates) show on its pages too.
 */
function pagesOfCollections(routeTables, related = relatedCollections()) {
  const pages = new Map();
  const add = (collection, page) => {
    const known = pages.get(collection) ?? [];
    if (!known.some(({ path: at }) => at === page.path)) pages.set(collection, [...known, page]);
  };
  for (const route of routeTables.flat().filter(isPage))
    for (const [collection, page] of routePages(route))
      for (const shown of [collection, ...(related.get(collection) ?? [])]) add(shown, page);
  return pages;
}

/**
 * The admin's line naming where a collection's entries appear: the pages that declare a read of it, else every
 * page for what the shell's layout reads (a `previewPath`: the notice banner), else ''.
 * @param {{ title: string, path: string }[]} [pages]
 * @param {string} [previewPath]
 */
const appearsOn = (pages = [], previewPath) => {
  if (pages.length)
    return `Appears on: ${pages.map(({ title, path: at }) => `${title} (${at})`).join(', ')}.`;
  return previewPath ? `Appears on: every page (previewed on ${previewPath}).` : '';
};

let loaded;
/** The areas' route tables as checked out, read once per process. */
const collectionPages = () => (loaded ??= pagesOfCollections(areaRouteTables()));

module.exports = { appearsOn, areaRouteTables, collectionPages, pagesOfCollections, relatedCollections };
