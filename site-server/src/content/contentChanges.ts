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
import type { ServerContentFetch } from '@gpa/contracts';
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

/** Per public collection, its datetime fields: the times an entry starts or stops showing (a notice's StartsAt and EndsAt). */
const SCHEDULE_FIELDS = new Map(
  catalog
    .filter((collection) => collection.access === 'read')
    .map(
      (collection) =>
        [
          collection.plural,
          Object.keys(collection.fields).filter((name) => collection.fields[name]?.type === 'datetime'),
        ] as const,
    )
    .filter(([, fields]) => fields.length > 0),
);
// setTimeout's longest delay is 2^31 - 1 ms (24.8 days): a later time is looked at again after a day.
const LONGEST_WAIT_MS = 24 * 3600_000;
/** An entry's fields: under `attributes` (v4) or flat; anything else has no schedule. */
const entryFieldsSchema = z.union([
  z.object({ attributes: z.record(z.string(), z.unknown()) }).transform(({ attributes }) => attributes),
  z.record(z.string(), z.unknown()),
]);

/** The earliest scheduled time after `now` among the entries of a content answer (v4 `attributes` or flat), if any. */
export function nextScheduledTime(
  collection: string,
  answer: { data?: unknown[] | null },
  now: number,
): number | undefined {
  const fields = SCHEDULE_FIELDS.get(collection);
  if (!fields) return undefined;
  let next: number | undefined;
  for (const item of answer.data ?? []) {
    const entry = entryFieldsSchema.safeParse(item).data ?? {};
    for (const field of fields) {
      const time = typeof entry[field] === 'string' ? Date.parse(entry[field]) : NaN;
      if (time > now && (next === undefined || time < next)) next = time;
    }
  }
  return next;
}

/**
 * Nothing tells the site when a notice's Starts at or Ends at passes: the pages rendered before it still show
 * the notices as they were. `watch` wraps the renders' content reads: at the earliest scheduled time ahead
 * among what they read, one timer calls `onScheduledTime` with that collection, as a change notice would, so
 * the first visitor after it (with or without traffic before) gets a page rendered after it. Each worker
 * keeps its own timer for what its own renders read; the timer never keeps the process alive.
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

  const watch =
    (fetchContent: ServerContentFetch): ServerContentFetch =>
    async (url, signal) => {
      const answer = await fetchContent(url, signal);
      const collection = /^\/api\/([^/?]+)/.exec(url)?.[1];
      const next = collection ? nextScheduledTime(collection, answer, now()) : undefined;
      if (collection && next !== undefined) wakeAt(collection, next);
      return answer;
    };
  return { watch, stop: () => timers.forEach(({ timer }) => clearTimeout(timer)) };
}
