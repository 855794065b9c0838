// Content codings, decided once: which of Brotli, gzip or the plain bytes a request gets (by its
// Accept-Encoding), and a body compressed once with both, kept and written as is on every request.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Best first at equal q-values: Brotli is smaller than gzip, both smaller than the plain bytes. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** The files the build compresses (scripts/build/compress-site.js): text; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|webmanifest|txt|xml)$/i;

/** The file name suffix of each compressed variant on disk (scripts/build/compress-site.js writes them). */
export const VARIANT_SUFFIX = { br: '.br', gzip: '.gz', identity: '' } as const satisfies Record<
  Encoding,
  string
>;

// negotiator's own `preferred` option (breaks q-value ties), missing from its published types.
type EncodingsWithPreference = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string[];

/**
 * The encodings this request accepts, of those available, best first: its q-values decide, then Brotli
 * over gzip over identity. `identity` is acceptable unless the request refuses it (`identity;q=0` or
 * `*;q=0`); when it refuses everything available the plain bytes are still last (RFC 9110 lets a server
 * send identity rather than 406, as every browser expects).
 */
export function acceptedEncodings(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding[] {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const accepted = (negotiator.encodings as EncodingsWithPreference)(available, {
    preferred: ENCODINGS,
  }) as Encoding[];
  return accepted.includes('identity') || !available.includes('identity')
    ? accepted
    : [...accepted, 'identity'];
}

export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** One weak ETag for the three (the same content in each coding), computed once. */
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a body once with both codings, off the event loop (zlib's thread pool). Brotli's quality is
 * chosen per use: 11 for files at build time, lower for pages rendered while visitors wait.
 */
export async function encodeBody(
  body: string | Buffer,
  { brotliQuality = 11 }: { brotliQuality?: number } = {},
): Promise<EncodedBody> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  const etag = `W/"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gz, etag };
}

/**
 * Writes the stored coding this request accepts, with `Vary: Accept-Encoding` and the stored ETag
 * (304 when the request already has it). The status and the other headers are the caller's.
 */
export function sendEncoded(req: Request, res: Response, body: EncodedBody): void {
  const [encoding = 'identity'] = acceptedEncodings(req.get('accept-encoding'));
  res.vary('Accept-Encoding');
  res.setHeader('ETag', body.etag);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', body[encoding].length);
  res.end(req.method === 'HEAD' ? undefined : body[encoding]);
}
