'use strict';

/**
 * Tells every site server what changed, within a second of the save: one Strapi webhook per site server
 * (Settings > Webhooks in the admin), kept in line with the environment on every boot.
 *
 *   SITE_CHANGE_WEBHOOKS    the site servers' base URLs, comma separated (e.g. http://10.0.0.5:8080)
 *   CONTENT_CHANGES_SECRET  the shared secret; the site servers refuse a notice without it
 *
 * Each webhook posts Strapi's event body ({ event, uid, entry } / { event, media }) to
 * <site>/_content-changes with `Authorization: Bearer <secret>`; the site server drops the affected
 * content reads and rendered pages (site-server/src/content/contentChanges.ts). Webhooks added by hand in the
 * admin are left alone.
 */
const NAME_PREFIX = 'Site server ';
const CHANGES_PATH = '/_content-changes';
const EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'entry.draft-discard',
  'media.create',
  'media.update',
  'media.delete',
];

function wantedWebhooks(env = process.env) {
  const secret = env.CONTENT_CHANGES_SECRET;
  const sites = (env.SITE_CHANGE_WEBHOOKS ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (!secret || sites.length === 0) return [];
  return sites.map((site) => ({
    name: `${NAME_PREFIX}${site}`,
    url: `${site}${CHANGES_PATH}`,
    headers: { Authorization: `Bearer ${secret}` },
    events: EVENTS,
  }));
}

async function syncSiteWebhooks(strapi, env = process.env) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const allowed = new Set([...store.allowedEvents.values()]);
  const wanted = wantedWebhooks(env).map((webhook) => ({
    ...webhook,
    events: webhook.events.filter((event) => allowed.has(event)),
  }));
  const existing = (await store.findWebhooks()).filter((webhook) => webhook.name.startsWith(NAME_PREFIX));

  for (const webhook of wanted) {
    const known = existing.find((candidate) => candidate.name === webhook.name);
    if (known) {
      const updated = await store.updateWebhook(known.id, { ...webhook, isEnabled: true });
      runner.update(updated);
    } else {
      runner.add(await store.createWebhook(webhook));
    }
  }
  for (const webhook of existing) {
    if (wanted.some((candidate) => candidate.name === webhook.name)) continue;
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }
  strapi.log.info(`[webhooks] change notices to ${wanted.length} site server(s)`);
}

module.exports = { syncSiteWebhooks, wantedWebhooks };
