// Types of clientLimit.js.
export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };
export interface ClientLimit {
  take(client: string): LimitVerdict;
}
export function createClientLimit(options: { perMinute: number; burst?: number; now?: () => number; maxClients?: number }): ClientLimit;
export function limitSetting<Fallback>(value: string | undefined, fallback: Fallback): number | Fallback;
