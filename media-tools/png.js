'use strict';
// A PNG from raw 8-bit scanlines (each row led by its filter byte): what scripts/build/make-app-icons.js and the
// content seed (content-service/seed/media.js) both write. Node's zlib gives the deflate and the CRC-32.
const zlib = require('node:zlib');

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The PNG colour types used here, with their bytes per pixel. */
const COLOUR_TYPES = { rgb: { code: 2, bytes: 3 }, rgba: { code: 6, bytes: 4 } };

/** One chunk: length, type, data, and the CRC-32 of type and data. */
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * @param {{ width: number, height: number, colour: 'rgb' | 'rgba', scanlines: Buffer, level?: number }} image
 *   `scanlines`: `height` rows of a filter byte and `width` pixels; `level`: zlib's compression level.
 * @returns {Buffer} the PNG file's bytes
 */
function encodePng({ width, height, colour, scanlines, level }) {
  const type = COLOUR_TYPES[colour];
  if (!type) throw new Error(`Unknown PNG colour "${colour}" (rgb or rgba)`);
  if (scanlines.length !== height * (1 + width * type.bytes)) {
    throw new Error(
      `${width}x${height} ${colour} needs ${height * (1 + width * type.bytes)} bytes of scanlines, not ${scanlines.length}`,
    );
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, type.code, 0, 0, 0], 8); // 8 bits per channel; deflate, adaptive filtering, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(scanlines, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

module.exports = { encodePng };
