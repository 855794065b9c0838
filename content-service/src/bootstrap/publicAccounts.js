'use strict';

/**
 * The public website has no sign-in, so the users-permissions plugin's own account features
 * are switched off on every boot (defence in depth behind the site server's allow-list and
 * the Public role, which holds no auth permission): no self-registration and no login with
 * the local email provider. Editors use the admin panel, whose accounts are separate.
 */
async function closePublicAccounts(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const changed = [];

  const advanced = (await store.get({ key: 'advanced' })) ?? {};
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
    changed.push('registration');
  }

  const grant = (await store.get({ key: 'grant' })) ?? {};
  if (grant.email && grant.email.enabled !== false) {
    await store.set({ key: 'grant', value: { ...grant, email: { ...grant.email, enabled: false } } });
    changed.push('email login');
  }

  if (changed.length) strapi.log.info(`[accounts] public ${changed.join(' and ')} switched off`);
  return changed;
}

module.exports = { closePublicAccounts };
