// The public forms sent without JavaScript: the browser POSTs the fields (never in the address) to the page
// the form is on; the same checks, the same idempotency, and the content proxy's own way to the content
// service (its per-client limit and bound on creates in flight: contentForms.ts) as a form sent by the
// script, then a 303 to that page with the outcome in its address (content-catalog/formOutcome.js).
import { createHmac } from 'node:crypto';
import { FORMS } from '@gpa/content-catalog/form-rules';
import { FORM_OUTCOMES, formOutcomeSearch, PUBLIC_FORMS } from '@gpa/content-catalog/form-outcome';
import express, { type Express, type Request, type RequestHandler } from 'express';
import * as z from 'zod/v4';
import { logger } from '../process/logging';
import { OTHER_ORIGIN_PATH } from '../security/lastAnswers';
import type { FormSent, SendForm } from './contentForms';

type PublicForm = (typeof PUBLIC_FORMS)[number];
type FormOutcome = (typeof FORM_OUTCOMES)[number];

/** A form as the browser sends it: which form, and its fields as text (one value each). */
const postedFormSchema = z.looseObject({ form: z.enum(PUBLIC_FORMS) });
const fieldValueSchema = z.string().optional();

const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface FormPostSettings {
  /** The content proxy's way to send a form (mountContentSurface's sendForm). */
  sendForm: SendForm;
  /** The server's secret (CONTENT_PROXY_SECRET) the forms' Idempotency-Keys are made with. */
  proxySecret?: string;
  createBodyBytes?: number;
}

interface Verdict {
  outcome: FormOutcome;
  fix?: string[];
}

/**
 * The Idempotency-Key of a form sent without script: the page cannot make one, so the same fields sent again
 * (a double click, a reload that re-sends) give the same key and are kept once. Keyed by the server's secret,
 * so the key reveals nothing of the fields.
 */
function idempotencyKeyOf(form: PublicForm, data: Record<string, string>, secret: string): string {
  const fields = Object.keys(data)
    .sort()
    .map((name) => [name, data[name]]);
  return createHmac('sha256', secret)
    .update(JSON.stringify([form, fields]))
    .digest('hex');
}

/** The field a refusal of the content service names: its answers start with the field's label. */
function refusedField(form: PublicForm, message: string): string | undefined {
  const lower = message.toLowerCase();
  return Object.entries(FORMS[`/api/${form}`]?.fields ?? {})
    .filter(([, rule]) => lower.startsWith(`${rule.label.toLowerCase()} `))
    .sort(([, a], [, b]) => b.label.length - a.label.length)[0]?.[0];
}

const refusalSchema = z.looseObject({ error: z.looseObject({ message: z.string() }) });

/** A JSON body, or undefined. */
function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** What became of a sent form, as an outcome (the content service's message only names the field refused). */
function verdictOf(form: PublicForm, sent: FormSent): Verdict {
  if ('refused' in sent || sent.status === 429) return { outcome: 'busy' };
  if (sent.status >= 200 && sent.status < 300) return { outcome: 'sent' };
  if (sent.status === 400) {
    const refusal = refusalSchema.safeParse(jsonOf(sent.body));
    const field = refusal.success ? refusedField(form, refusal.data.error.message) : undefined;
    if (field) return { outcome: 'refused', fix: [field] };
  }
  return { outcome: 'failed' };
}

/** Sends one form through the content proxy, as the script's sends go (through the site server's /api). */
async function sendToContentService(
  req: Request,
  form: PublicForm,
  data: Record<string, string>,
  { sendForm, proxySecret }: FormPostSettings,
): Promise<Verdict> {
  try {
    return verdictOf(
      form,
      await sendForm(req, form, data, idempotencyKeyOf(form, data, proxySecret ?? 'no-script-forms')),
    );
  } catch (error) {
    // The reason only: never the fields.
    logger.warn(
      { form, reason: error instanceof Error ? error.message : 'unknown' },
      'no-script form not sent',
    );
    return { outcome: 'failed' };
  }
}

/** The fields of `form` as sent (only its own, trimmed), and the required ones left empty. */
function fieldsOf(form: PublicForm, body: Record<string, string | undefined>) {
  const names = Object.keys(FORMS[`/api/${form}`]?.fields ?? {});
  const data = Object.fromEntries(names.map((name) => [name, (body[name] ?? '').trim()]));
  return { data, empty: names.filter((name) => data[name] === '') };
}

/** Mounts the no-script form posts: a POST of a form (urlencoded) to any page of the site. */
export function mountFormPosts(app: Express, settings: FormPostSettings): void {
  const readBody = express.urlencoded({ extended: false, limit: settings.createBodyBytes ?? 16 * 1024 });
  const handle = async (...[req, res, next]: Parameters<RequestHandler>): Promise<void> => {
    if (!req.is(FORM_TYPE) || OTHER_ORIGIN_PATH.test(req.path)) return next();
    const posted = postedFormSchema.safeParse(req.body);
    const fieldsRead = z.safeParse(z.record(z.string(), fieldValueSchema), req.body);
    if (!posted.success || !fieldsRead.success)
      return void res.status(400).type('text').send('400 Bad Request');
    const { form } = posted.data;
    const { data, empty } = fieldsOf(form, fieldsRead.data);
    let verdict: Verdict;
    if (empty.length > 0) verdict = { outcome: 'incomplete', fix: empty };
    else verdict = await sendToContentService(req, form, data, settings);
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, `${req.path}${formOutcomeSearch(form, verdict.outcome, verdict.fix)}#form-${form}`);
  };
  app.post('/{*path}', readBody, (req, res, next) => void handle(req, res, next).catch(next));
}
