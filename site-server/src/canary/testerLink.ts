// Testers join an area's canary on purpose with a signed link that `npm run release -- <area> --canary ...`
// prints: /canary/join?token=<area>.<version>.<HMAC-SHA256 of "area:version" with CANARY_TESTER_SECRET>. The
// site checks the signature, keeps the token in a cookie, and from then on that browser gets the canary of
// that area (while that version is the canary) whatever its draw. Without the secret no link is made or taken.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

export const TESTER_COOKIE = 'gpa-canary-tester';
export const JOIN_PATH = '/canary/join';
const TESTER_MAX_AGE_S = 7 * 24 * 60 * 60;
const TOKEN = /^([a-z][a-z0-9-]*)\.([0-9A-Za-z.+-]+)\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (secret: string, area: string, version: string) =>
  createHmac('sha256', secret).update(`${area}:${version}`).digest('base64url');

/** The token that puts a browser in `area`'s canary `version`. */
export const testerToken = (secret: string, area: string, version: string): string =>
  `${area}.${version}.${signatureOf(secret, area, version)}`;

/** The area and version a token was signed for, or undefined when it is malformed or not signed with `secret`. */
export function verifyTesterToken(
  secret: string | undefined,
  token: string | undefined,
): { area: string; version: string } | undefined {
  const [, area, version, signature] = TOKEN.exec(token ?? '') ?? [];
  if (!secret || !area || !version || !signature) return undefined;
  const expected = Buffer.from(signatureOf(secret, area, version));
  return timingSafeEqual(expected, Buffer.from(signature)) ? { area, version } : undefined;
}

/** The tester token in a Cookie header, verified. */
export function testerOf(
  secret: string | undefined,
  cookieHeader: string | undefined,
): { area: string; version: string } | undefined {
  const match = new RegExp(`(?:^|;\\s*)${TESTER_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return verifyTesterToken(secret, match?.[1]);
}

/** GET /canary/join?token=...: a valid token becomes the tester cookie and the browser goes to the home page. */
export function joinCanary(secret: string | undefined): RequestHandler {
  return (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    res.set('Cache-Control', 'no-store');
    if (!verifyTesterToken(secret, token))
      return void res.status(403).type('text').send('This canary link is not valid.');
    const secure = req.secure ? '; Secure' : '';
    res.append(
      'Set-Cookie',
      `${TESTER_COOKIE}=${token}; Path=/; Max-Age=${TESTER_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`,
    );
    res.redirect(302, '/');
  };
}
