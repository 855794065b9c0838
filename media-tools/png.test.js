// The PNG encoder: a file whose chunks, sizes and pixels a reader gets back.
const zlib = require('node:zlib');
const { encodePng } = require('./png');

/** The chunks of a PNG file, each with whether its CRC matches. */
function readChunks(file) {
  const chunks = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const body = file.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: body.subarray(0, 4).toString('ascii'),
      data: body.subarray(4),
      crcOk: file.readUInt32BE(at + 8 + length) === zlib.crc32(body),
    });
    at += 12 + length;
  }
  return chunks;
}

test('an RGBA image: signature, header, the scanlines back from IDAT, an empty IEND, every CRC right', () => {
  const scanlines = Buffer.from([0, 255, 0, 0, 255, 0, 0, 255, 128, 0, 0, 0, 0, 0, 255, 255, 255, 255]);
  const file = encodePng({ width: 2, height: 2, colour: 'rgba', scanlines, level: 9 });
  expect(file.subarray(0, 8)).toEqual(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'));
  const chunks = readChunks(file);
  expect(chunks.map(({ type, crcOk }) => [type, crcOk])).toEqual([
    ['IHDR', true],
    ['IDAT', true],
    ['IEND', true],
  ]);
  expect([...chunks[0].data]).toEqual([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
  expect(zlib.inflateSync(chunks[1].data)).toEqual(scanlines);
  expect(chunks[2].data).toHaveLength(0);
});

test('RGB is colour type 2; scanlines of the wrong size or an unknown colour are refused', () => {
  const file = encodePng({ width: 1, height: 1, colour: 'rgb', scanlines: Buffer.from([0, 1, 2, 3]) });
  expect(readChunks(file)[0].data[9]).toBe(2);
  expect(() => encodePng({ width: 2, height: 1, colour: 'rgb', scanlines: Buffer.alloc(4) })).toThrow(
    'needs 7 bytes of scanlines, not 4',
  );
  expect(() => encodePng({ width: 1, height: 1, colour: 'grey', scanlines: Buffer.alloc(2) })).toThrow(
    'Unknown PNG colour "grey"',
  );
});
