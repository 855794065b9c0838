// Scheduled entries: a collection whose catalog fields include a start time and/or an end time (a notice's
// StartsAt and EndsAt: scheduleFields of the catalog). An entry is public only from its start
// (none: from publication) until its end (none: for ever). Strapi serves every published entry, so the site
// server removes the others where content enters it (the content proxy's upstream read): no answer, page,
// data block, search index or edge copy built from the site's reads can hold an entry before its time. Each
// filtered answer carries the next start or end among ALL its entries (those removed included), the moment
// its copies must be dropped.
import catalog from '@gpa/content-catalog';
import { scheduleFields, type ScheduleFields } from '@gpa/content-catalog/editor-fields';
import * as z from 'zod/v4';

type Schedule = ScheduleFields;

/** Per public collection with a schedule, its start and end fields. */
export const SCHEDULES: ReadonlyMap<string, Schedule> = new Map(
  catalog
    .filter((collection) => collection.access === 'read')
    .flatMap((collection) => {
      const schedule = scheduleFields(collection.fields);
      return schedule ? [[collection.plural, schedule] as const] : [];
    }),
);

const listAnswerSchema = z.looseObject({
  data: z.array(z.unknown()),
  meta: z
    .looseObject({
      pagination: z.looseObject({ total: z.number(), pageSize: z.number().positive() }).optional(),
    })
    .optional(),
});
/** An entry's fields: under `attributes` (v4) or flat; anything else has no schedule. */
const entryFieldsSchema = z.union([
  z.object({ attributes: z.record(z.string(), z.unknown()) }).transform(({ attributes }) => attributes),
  z.record(z.string(), z.unknown()),
]);

const timeOf = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : NaN);

/** An entry's start and end times (NaN where it has none). */
function entryTimes(item: unknown, schedule: Schedule): { start: number; end: number } {
  const fields = entryFieldsSchema.safeParse(item).data ?? {};
  return {
    start: schedule.starts ? timeOf(fields[schedule.starts]) : NaN,
    end: schedule.ends ? timeOf(fields[schedule.ends]) : NaN,
  };
}

/** Whether an entry is public at `now`: started (or no start) and not ended (or no end). */
export const showsAt = ({ start, end }: { start: number; end: number }, now: number): boolean =>
  !(start > now) && !(end <= now);

/** The earliest start or end after `now` among these entries, if any. */
export function nextChangeOf(items: readonly unknown[], schedule: Schedule, now: number): number | undefined {
  let next: number | undefined;
  for (const item of items) {
    const { start, end } = entryTimes(item, schedule);
    for (const time of [start, end]) if (time > now && (next === undefined || time < next)) next = time;
  }
  return next;
}

/**
 * A list answer of `collection` (parsed JSON) as visitors may see it at `now`: the entries outside their time
 * removed (and the pagination's total counts them no more), with the next start or end ahead. Answers of
 * collections without a schedule are returned as they are. An answer that is not a list is replaced by an
 * empty one: what cannot be checked is not shown.
 */
export function scheduledList(
  collection: string,
  answer: unknown,
  now: number,
): { answer: unknown; nextChangeAt?: number } {
  const schedule = SCHEDULES.get(collection);
  if (!schedule) return { answer };
  const list = listAnswerSchema.safeParse(answer);
  if (!list.success) return { answer: { data: [], meta: {} } };
  const { data, meta } = list.data;
  const shown = data.filter((item) => showsAt(entryTimes(item, schedule), now));
  const nextChangeAt = nextChangeOf(data, schedule, now);
  if (shown.length === data.length) return { answer: list.data, nextChangeAt };
  const pagination = meta?.pagination;
  const total = pagination ? pagination.total - (data.length - shown.length) : undefined;
  const shownMeta =
    pagination && total !== undefined
      ? { ...meta, pagination: { ...pagination, total, pageCount: Math.ceil(total / pagination.pageSize) } }
      : meta;
  return { answer: { ...list.data, data: shown, meta: shownMeta }, nextChangeAt };
}
