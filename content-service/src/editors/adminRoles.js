'use strict';

/**
 * Visitors' personal data only for whoever handles it: on every boot
 *  - the "Sign-ups" admin role exists and may read and delete the sign-up collections (access 'create' in the
 *    catalog: newsletter subscribers, school visit requests) and nothing else;
 *  - no other role but the Super Admin keeps any permission on those collections (Strapi's Editor and Author
 *    roles get every collection when they are created, and a role edited by hand is corrected at the next
 *    start).
 * Editors (Strapi's Editor role) keep every page collection, the publish action and the media library.
 */
const catalog = require('@gpa/content-catalog');
const { uidOf } = require('@gpa/content-catalog/uid');

const SIGN_UPS_ROLE = {
  code: 'gpa-sign-ups',
  name: 'Sign-ups',
  description: 'Reads and deletes newsletter subscribers and school visit requests; no page content.',
};
const SUPER_ADMIN_CODE = 'strapi-super-admin';
const SIGN_UP_ACTIONS = ['plugin::content-manager.explorer.read', 'plugin::content-manager.explorer.delete'];

const signUpCollections = () =>
  catalog.filter((entry) => entry.access === 'create').map((entry) => uidOf(entry.singular));

async function syncAdminRoles(strapi) {
  const roles = strapi.service('admin::role');
  const permissions = strapi.service('admin::permission');
  const subjects = signUpCollections();

  const role = (await roles.findOne({ code: SIGN_UPS_ROLE.code })) ?? (await roles.create(SIGN_UPS_ROLE));
  const actions = permissions.actionProvider
    .values()
    .filter((action) => SIGN_UP_ACTIONS.includes(action.actionId));
  const wanted = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(actions)
    .filter((permission) => subjects.includes(permission.subject));
  await roles.assignPermissions(role.id, wanted);

  const elsewhere = await permissions.findMany({
    where: { subject: { $in: subjects }, role: { code: { $notIn: [SUPER_ADMIN_CODE, SIGN_UPS_ROLE.code] } } },
  });
  if (elsewhere.length) {
    await permissions.deleteByIds(elsewhere.map((permission) => permission.id));
    strapi.log.info(
      `[roles] ${elsewhere.length} permissions on sign-ups removed from roles other than ${SIGN_UPS_ROLE.name}`,
    );
  }
}

module.exports = { syncAdminRoles, SIGN_UPS_ROLE };
