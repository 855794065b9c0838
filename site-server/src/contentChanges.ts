// Change notices from the content service: Strapi calls POST /_content-changes on every site server (one
// webhook per server, set up by content-service/src/bootstrap/siteWebhooks.js) after each save, publish,
// unpublish, delete or file change, with `Authorization: Bearer <CONTENT_CHANGES_SECRET>` and Strapi's webhook
// body ({ event, uid, entry } or { event, media }). The site server then drops exactly the content reads
// that may show the change, and its rendered pages. Under node:cluster the worker that received the notice
// passes it on through the primary (relayContentChanges), so every worker forgets its copies.
import cluster from 'node:cluster';
import express, { type RequestHandler } from 'express';
import catalog from '@gpa/content-catalog';
import { isSharedSecret } from '@gpa/content-catalog/shared-secret';
import { uidOf } from '@gpa/content-catalog/uid';

export const CONTENT_CHANGES_PATH = '/_content-changes';
const MESSAGE_TYPE = 'gpa:content-changed';

type ChangeMessage = { type?: string; collections?: unknown } | undefined;

const publicCollections = catalog.filter((collection) => collection.access === 'read').map((collection) => collection.plural);

/**
 * The public lists that may show a change of `uid`: its own and those that populate it through a relation.
 * A file of the media library (no uid) or a model the catalog does not know may appear anywhere: every list.
 */
export function affectedCollections(uid: unknown): string[] {
  const changed = catalog.find((collection) => uidOf(collection.singular) === uid);
  if (!changed) return publicCollections;
  const referring = catalog.filter((collection) => Object.values(collection.fields).some((field) => field.type === 'relation' && field.target === uid));
  return [changed.plural, ...referring.map((collection) => collection.plural)];
}

/**
 * The endpoint's handlers (mount with app.post(CONTENT_CHANGES_PATH, ...)). Without a secret it is off (404):
 * an unauthenticated notice could otherwise make anyone empty the caches.
 * `worker`: this process as a cluster worker (tests pass a fake).
 */
export function createContentChangesEndpoint({
  secret,
  onChange,
  worker = { isWorker: cluster.isWorker, send: process.send?.bind(process), on: (event, listener) => process.on(event, listener) },
}: {
  secret?: string;
  onChange: (collections: string[]) => void;
  worker?: { isWorker: boolean; send?: (message: unknown) => unknown; on: (event: 'message', listener: (message: ChangeMessage) => void) => unknown };
}): RequestHandler[] {
  if (worker.isWorker) {
    worker.on('message', (message) => {
      if (message?.type === MESSAGE_TYPE && Array.isArray(message.collections)) onChange(message.collections as string[]);
    });
  }
  const authenticate: RequestHandler = (req, res, next) => {
    if (!secret) return res.status(404).type('text').send('Not found');
    if (!isSharedSecret(req.get('authorization'), `Bearer ${secret}`)) return res.status(401).json({ error: 'A change notice needs the shared secret' });
    next();
  };
  const receive: RequestHandler = (req, res) => {
    const collections = affectedCollections((req.body as { uid?: unknown } | undefined)?.uid);
    onChange(collections);
    if (worker.isWorker) worker.send?.({ type: MESSAGE_TYPE, collections });
    res.status(204).end();
  };
  return [authenticate, express.json({ limit: '2mb' }), receive];
}

/** For the primary of node:cluster: passes one worker's change notice on to every other worker. */
export function relayContentChanges(primary = cluster): void {
  primary.on('message', (sender, message: ChangeMessage) => {
    if (message?.type !== MESSAGE_TYPE) return;
    for (const other of Object.values(primary.workers ?? {})) if (other && other !== sender) other.send(message);
  });
}
