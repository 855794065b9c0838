// Sends one form submission with its idempotency key and a time limit, and words its failures.
import { ContentError, createEntry } from '@gpa/shared-ui';

/** How long one attempt may take before the visitor is told and can retry (the key makes retrying safe). */
export const SUBMIT_TIMEOUT_MS = 15_000;

export class SubmitTimeout extends Error {
  constructor() {
    super('timeout');
    this.name = 'SubmitTimeout';
  }
}

/** Posts one form record with its idempotency key; rejects on refusal, network failure or timeout. */
export async function submitForm(
  collection: 'e-newsletters' | 'school-visit-requests',
  data: Record<string, string>,
  idempotencyKey: string,
  timeoutMs = SUBMIT_TIMEOUT_MS,
): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    await createEntry(collection, data, {
      headers: { 'Idempotency-Key': idempotencyKey },
      signal: controller.signal,
    });
  } catch (error) {
    throw timedOut ? new SubmitTimeout() : error;
  } finally {
    clearTimeout(timer);
  }
}

/** What the visitor reads when an attempt failed: what happened and what to do. */
export function describeFailure(error: unknown): string {
  if (error instanceof SubmitTimeout || (error instanceof ContentError && error.status === 408)) {
    return 'The server did not answer in time. Your details are kept: please try again (you will not be registered twice).';
  }
  if (error instanceof ContentError && error.status !== undefined) {
    if (error.status === 429)
      return 'Too many submissions from your connection. Please wait a minute, then try again.';
    if (error.status >= 500)
      return `The server had a problem (error ${error.status}). Your details are kept: please try again in a moment.`;
    return `The form was not accepted: ${error.message}`;
  }
  return 'We could not reach the server. Please check your connection and try again.';
}
