// Change notices from the content service: Strapi calls POST /_content-changes on every site server (one
// webhook per server, set up by content-service/src/editors/siteWebhooks.js) after each save, publish,
// unpublish, delete or file change, with `Authorization: Bearer <CONTENT_CHANGES_SECRET>` and Strapi's webhook
// body ({ event, uid, entry } or { event, media }). The site server then drops exactly the content reads
// that may show the change, and its rendered pages. Under node:cluster the worker that received the notice
// passes it on through the primary (relayContentChanges), so every worker forgets its copies. A scheduled
// entry (a notice's Starts at / Ends at) changes what a page shows without any save: watchSchedules drops the
// same copies when such a time passes.
import cluster from 'node:cluster';
import express, { type RequestHandler } from 'express';
import catalog from '@gpa/content-catalog';
import { isSharedSecret } from '@gpa/content-catalog/shared-secret';
import { uidOf } from '@gpa/content-catalog/uid';
import * as z from 'zod/v4';
import { clusterMessage, parseValue } from '../process/parsed';

export const CONTENT_CHANGES_PATH = '/_content-changes';
const MESSAGE_TYPE = 'gpa:content-changed';

const changeMessageSchema = z.object({ type: z.literal(MESSAGE_TYPE), collections: z.array(z.string()) });
/** Strapi's webhook body: the model's uid is absent for a file of the media library. */
const changeNoticeSchema = z.looseObject({
  event: z.string(),
  uid: z.string().optional(),
  media: z
    .looseObject({
      url: z.string().optional(),
      formats: z.record(z.string(), z.looseObject({ url: z.string().optional() })).nullish(),
    })
    .optional(),
});

/** The addresses of a media library file's notice: the file and each of its formats (thumbnail, small ...). */
const fileUrlsOf = (media: z.infer<typeof changeNoticeSchema>['media']): string[] =>
  [media?.url, ...Object.values(media?.formats ?? {}).map((format) => format.url)].filter(
    (url): url is string => Boolean(url),
  );

const publicCollections = catalog
  .filter((collection) => collection.access === 'read')
  .map((collection) => collection.plural);

/**
 * The public lists that may show a change of `uid`: its own and those that populate it through a relation.
 * A file of the media library (no uid) or a model the catalog does not know may appear anywhere: every list.
 */
export function affectedCollections(uid: unknown): string[] {
  const changed = catalog.find((collection) => uidOf(collection.singular) === uid);
  if (!changed) return publicCollections;
  const referring = catalog.filter((collection) =>
    Object.values(collection.fields).some((field) => field.type === 'relation' && field.target === uid),
  );
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
  onNotice,
  onFiles,
  worker = {
    isWorker: cluster.isWorker,
    send: process.send?.bind(process),
    on: (event, listener) => process.on(event, listener),
  },
}: {
  secret?: string;
  onChange: (collections: string[]) => void;
  /** Once per notice, in the process that received it (not on the copies other workers are passed). */
  onNotice?: (collections: string[]) => void;
  /** Once per notice of a media library file (created, replaced, deleted): its addresses. */
  onFiles?: (urls: string[]) => void;
  worker?: {
    isWorker: boolean;
    send?: (message: unknown) => unknown;
    on: (event: 'message', listener: (message: unknown) => void) => unknown;
  };
}): RequestHandler[] {
  if (worker.isWorker) {
    worker.on('message', (raw) => {
      const message = clusterMessage(changeMessageSchema, MESSAGE_TYPE, raw);
      if (message) onChange(message.collections);
    });
  }
  const authenticate: RequestHandler = (req, res, next) => {
    if (!secret) return res.status(404).type('text').send('Not found');
    if (!isSharedSecret(req.get('authorization'), `Bearer ${secret}`))
      return res.status(401).json({ error: 'A change notice needs the shared secret' });
    next();
  };
  const receive: RequestHandler = (req, res) => {
    let notice: z.infer<typeof changeNoticeSchema>;
    try {
      notice = parseValue(changeNoticeSchema, req.body, 'The change notice');
    } catch (error) {
      return res.status(400).json({ error: error instanceof Error ? error.message : String(error) });
    }
    const collections = affectedCollections(notice.uid);
    onChange(collections);
    onNotice?.(collections);
    const files = fileUrlsOf(notice.media);
    if (files.length > 0) onFiles?.(files);
    if (worker.isWorker) worker.send?.({ type: MESSAGE_TYPE, collections });
    res.status(204).end();
  };
  return [authenticate, express.json({ limit: '2mb' }), receive];
}

/** For the primary of node:cluster: passes one worker's change notice on to every other worker. */
export function relayContentChanges(primary = cluster): void {
  primary.on('message', (sender, raw: unknown) => {
    const message = clusterMessage(changeMessageSchema, MESSAGE_TYPE, raw);
    if (!message) return;
    for (const other of Object.values(primary.workers ?? {}))
      if (other && other !== sender) other.send(message);
  });
}

// setTimeout's longest delay is 2^31 - 1 ms (24.8 days): a later time is looked at again after a day.
const LONGEST_WAIT_MS = 24 * 3600_000;

/**
 * Nothing tells the site when a notice's Starts at or Ends at passes: the pages rendered before it still show
 * the notices as they were. The content proxy reports the next start or end of every list it reads
 * (`wakeAt`, schedules.ts); at the earliest one ahead per collection, one timer calls `onScheduledTime` with
 * that collection, as a change notice would, so the first visitor after it (with or without traffic before)
 * gets a page rendered after it. Each worker keeps its own timers for what its own proxy read; a timer
 * never keeps the process alive.
 */
export function watchSchedules({
  onScheduledTime,
  now = Date.now,
}: {
  onScheduledTime: (collections: string[]) => void;
  now?: () => number;
}) {
  const timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();

  function wakeAt(collection: string, at: number) {
    const current = timers.get(collection);
    if (current && current.at <= at) return;
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(
      () => {
        timers.delete(collection);
        onScheduledTime([collection]);
      },
      Math.min(at - now(), LONGEST_WAIT_MS),
    );
    timer.unref();
    timers.set(collection, { at, timer });
  }

  return { wakeAt, stop: () => timers.forEach(({ timer }) => clearTimeout(timer)) };
}
