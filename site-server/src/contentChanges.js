// Change notices from the content service: Strapi calls POST /_content-changes on every site server (one
// webhook per server, set up by content-service/src/bootstrap/siteWebhooks.js) after each save, publish,
// unpublish, delete or file change, with `Authorization: Bearer <CONTENT_CHANGES_SECRET>` and Strapi's webhook
// body ({ event, uid, entry } or { event, media }). The site server then drops exactly the content reads
// that may show the change, and its rendered pages. Under node:cluster the worker that received the notice
// passes it on through the primary (relayContentChanges), so every worker forgets its copies.
const cluster = require('node:cluster');
const crypto = require('node:crypto');
const express = require('express');
const catalog = require('@gpa/content-catalog');

const CONTENT_CHANGES_PATH = '/_content-changes';
const MESSAGE_TYPE = 'gpa:content-changed';

const uidOf = (collection) => `api::${collection.singular}.${collection.singular}`;
const publicCollections = catalog.filter((collection) => collection.access === 'read').map((collection) => collection.plural);

/**
 * The public lists that may show a change of `uid`: its own and those that populate it through a relation.
 * A file of the media library (no uid) or a model the catalog does not know may appear anywhere: every list.
 */
function affectedCollections(uid) {
  const changed = catalog.find((collection) => uidOf(collection) === uid);
  if (!changed) return publicCollections;
  const referring = catalog.filter((collection) => Object.values(collection.fields).some((field) => field.type === 'relation' && field.target === uid));
  return [changed.plural, ...referring.map((collection) => collection.plural)];
}

function sameSecret(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The endpoint's handlers (mount with app.post(CONTENT_CHANGES_PATH, ...)). Without a secret it is off (404):
 * an unauthenticated notice could otherwise make anyone empty the caches.
 * @param {{ secret?: string, onChange: (collections: string[]) => void, worker?: { isWorker: boolean, send?: Function, on: Function } }} options
 *   `worker`: this process as a cluster worker (tests pass a fake)
 */
function createContentChangesEndpoint({ secret, onChange, worker = { isWorker: cluster.isWorker, send: process.send?.bind(process), on: process.on.bind(process) } }) {
  if (worker.isWorker) {
    worker.on('message', (message) => {
      if (message?.type === MESSAGE_TYPE && Array.isArray(message.collections)) onChange(message.collections);
    });
  }
  const authenticate = (req, res, next) => {
    if (!secret) return res.status(404).type('text').send('Not found');
    if (!sameSecret(req.get('authorization') ?? '', `Bearer ${secret}`)) return res.status(401).json({ error: 'A change notice needs the shared secret' });
    next();
  };
  const receive = (req, res) => {
    const collections = affectedCollections(req.body?.uid);
    onChange(collections);
    if (worker.isWorker) worker.send?.({ type: MESSAGE_TYPE, collections });
    res.status(204).end();
  };
  return [authenticate, express.json({ limit: '2mb' }), receive];
}

/** For the primary of node:cluster: passes one worker's change notice on to every other worker. */
function relayContentChanges(primary = cluster) {
  primary.on('message', (sender, message) => {
    if (message?.type !== MESSAGE_TYPE) return;
    for (const other of Object.values(primary.workers ?? {})) if (other && other !== sender) other.send(message);
  });
}

module.exports = { createContentChangesEndpoint, relayContentChanges, affectedCollections, CONTENT_CHANGES_PATH };
