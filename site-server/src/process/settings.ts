// Settings from environment variables: a number setting is unset (the module's default holds) or a finite
// number of at least 0; anything else stops the server at start rather than running with a guess.
import { limitSetting } from '@gpa/content-catalog/client-limit';

export function numberSetting(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`Invalid number setting "${value}"`);
  return number;
}

/** The public surface's settings (unset ones keep the defaults of content/contentProxy.ts and security/). */
export function surfaceSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    ttlMs: numberSetting(env.CONTENT_CACHE_MS),
    maxStaleMs: numberSetting(env.CONTENT_STALE_MS),
    maxUpstream: numberSetting(env.CONTENT_MAX_UPSTREAM),
    maxUpstreamPerClient: numberSetting(env.CONTENT_MAX_UPSTREAM_PER_CLIENT),
    missesPerMinute: limitSetting(env.CONTENT_MISS_LIMIT_PER_MINUTE, undefined),
    createsPerMinute: limitSetting(env.FORM_CREATE_LIMIT_PER_MINUTE, undefined),
    createBodyBytes: numberSetting(env.FORM_BODY_LIMIT_BYTES),
    hstsMaxAgeSeconds: numberSetting(env.HSTS_MAX_AGE),
    trustProxy: env.TRUST_PROXY || undefined,
    proxySecret: env.CONTENT_PROXY_SECRET || undefined,
  };
}
