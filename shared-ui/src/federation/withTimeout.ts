// Time limits for loading federated code and its JSON files.
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${Math.round(ms / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

/** The federation runtime never gives up on a remote that does not answer: bound every wait. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** fetch + JSON with a bounded wait (the request is aborted when the time is up). */
export async function fetchJson<T>(url: string, ms: number, what: string): Promise<T> {
  const controller = new AbortController();
  const request = fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`${what} answered ${response.status}`);
      return (await response.json()) as T;
    },
  );
  try {
    return await withTimeout(request, ms, what);
  } finally {
    controller.abort();
  }
}
