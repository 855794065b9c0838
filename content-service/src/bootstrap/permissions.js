'use strict';

/**
 * Sets the users-permissions Public role permissions from the catalog, on every boot:
 *   access 'read'   -> find + findOne
 *   access 'create' -> create only (never publicly readable)
 * Any other public permission on a catalog collection (e.g. granted by hand in the admin
 * panel) is removed, so the catalog stays the single source of truth. Every public plugin
 * permission is removed too: visitors have no accounts (users-permissions register, login,
 * password reset, providers), upload nothing and need no i18n or users API; Strapi grants
 * several of these to the Public role by default. Content types outside the catalog are
 * left alone.
 */
const catalog = require('@gpa/content-catalog');
const { uidOf } = require('@gpa/content-catalog/uid');

const ACTIONS = {
  read: ['find', 'findOne'],
  create: ['create'],
};

async function syncPublicPermissions(strapi) {
  const roleQuery = strapi.db.query('plugin::users-permissions.role');
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');

  const publicRole = await roleQuery.findOne({ where: { type: 'public' } });
  if (!publicRole) throw new Error('users-permissions public role not found');

  const wanted = new Set();
  for (const entry of catalog) {
    const uid = uidOf(entry.singular);
    for (const action of ACTIONS[entry.access]) wanted.add(`${uid}.${action}`);
  }
  const managedPrefixes = catalog.map((entry) => `${uidOf(entry.singular)}.`);
  const isManaged = (action) =>
    action.startsWith('plugin::') || managedPrefixes.some((prefix) => action.startsWith(prefix));

  const current = await permissionQuery.findMany({ where: { role: publicRole.id } });
  const have = new Set();
  const toDelete = [];
  for (const permission of current) {
    if (!isManaged(permission.action)) continue;
    if (wanted.has(permission.action) && !have.has(permission.action)) have.add(permission.action);
    else toDelete.push(permission.id);
  }
  const toCreate = [...wanted].filter((action) => !have.has(action));

  if (toDelete.length) await permissionQuery.deleteMany({ where: { id: { $in: toDelete } } });
  for (const action of toCreate) {
    await permissionQuery.create({ data: { action, role: publicRole.id } });
  }
  if (toCreate.length || toDelete.length) {
    strapi.log.info(`[permissions] public role: ${toCreate.length} granted, ${toDelete.length} revoked`);
  }
  return { granted: toCreate.length, revoked: toDelete.length };
}

module.exports = { syncPublicPermissions };
