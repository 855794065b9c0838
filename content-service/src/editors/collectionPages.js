'use strict';

/**
 * The site pages that show each collection, from the areas' route tables: a route's declared content reads
 * (published in its routes.json as `reads`, shared-ui/build/route-table.js) name the collections its page
 * reads. The admin's descriptions ("Appears on: ...") and preview links come from here, so adding a read to
 * a route changes the admin with no other edit.
 */
const fs = require('node:fs');
const path = require('node:path');
const { readRouteTable } = require('@gpa/shared-ui/build/route-table.js');

const REPOSITORY = path.resolve(__dirname, '..', '..', '..');

/** Every workspace that exports a route table (the areas), in the order the root package.json lists them. */
function areaRouteTables(repository = REPOSITORY) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repository, 'package.json'), 'utf8'));
  return workspaces.flatMap((workspace) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repository, workspace, 'package.json'), 'utf8'));
    const routesFile = manifest.exports?.['./routes'];
    return typeof routesFile === 'string' ? [readRouteTable(path.join(repository, workspace, routesFile))] : [];
  });
}

/** A path a visitor can open (not a pattern such as /news/:id or /hr/*). */
const isPage = (route) => !/[:*]/.test(route.path);

/** collection -> the pages whose routes declare a read of it ({ path, title }), in route table order. */
function pagesOfCollections(routeTables) {
  const pages = new Map();
  for (const route of routeTables.flat().filter(isPage))
    for (const collection of route.reads ?? []) pages.set(collection, [...(pages.get(collection) ?? []), { path: route.path, title: route.title }]);
  return pages;
}

/** The admin's line naming where a collection's entries appear, or '' when no page declares a read of it. */
const appearsOn = (pages = []) => (pages.length ? `Appears on: ${pages.map(({ title, path: at }) => `${title} (${at})`).join(', ')}.` : '');

let loaded;
/** The areas' route tables as checked out, read once per process. */
const collectionPages = () => (loaded ??= pagesOfCollections(areaRouteTables()));

module.exports = { appearsOn, areaRouteTables, collectionPages, pagesOfCollections };
