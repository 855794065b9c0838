#!/usr/bin/env node
// Compresses every text file of the built site once, at build time: name.js -> name.js.br (Brotli,
// quality 11) and name.js.gz (gzip, level 9), which the site server (site-server/src/releases/staticFiles.ts) and
// nginx (brotli_static, gzip_static) send as they are. Run by scripts/build/build.js after every build and by
// scripts/release/release.js for the version it publishes; `node scripts/build/compress-site.js [folder]` by hand.
//   - Files already compressed (a variant newer than the file) are skipped: a one-area build or a
//     release compresses only its own new files.
//   - The server builds and source maps are never sent, the site manifest and the release history are
//     rewritten in place by every release: none of them gets a variant (a stale one would be served).
//   - A variant no smaller than the file is not written: the file itself is sent.
//   - Each variant is written under a temporary name and renamed: a half-written one is never served.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
require('@gpa/site-server/build').ensureSiteServerBuilt();
const { COMPRESSIBLE, VARIANT_SUFFIX, encodeBody } = require('@gpa/site-server/encodings');

const REWRITTEN_IN_PLACE = new Set(['site-manifest.json']);
const CODINGS = ['br', 'gzip'];

/** The files of a folder that get compressed variants (see the rules above). */
function* compressibleFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'server') yield* compressibleFiles(file);
    } else if (COMPRESSIBLE.test(entry.name) && !REWRITTEN_IN_PLACE.has(entry.name)) {
      yield file;
    }
  }
}

const isUpToDate = (file) => {
  const variant = `${file}${VARIANT_SUFFIX.br}`;
  return fs.existsSync(variant) && fs.statSync(variant).mtimeMs >= fs.statSync(file).mtimeMs;
};

async function compressFile(file) {
  const body = await encodeBody(fs.readFileSync(file));
  for (const coding of CODINGS) {
    const variant = `${file}${VARIANT_SUFFIX[coding]}`;
    if (body[coding].length >= body.identity.length) {
      fs.rmSync(variant, { force: true });
      continue;
    }
    const temporary = `${variant}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, body[coding]);
    fs.renameSync(temporary, variant);
  }
  return { bytes: body.identity.length, brotliBytes: Math.min(body.br.length, body.identity.length) };
}

/** Compresses what is not compressed yet under `dir`, a few files at once (zlib's thread pool). */
async function compressSite(dir) {
  const started = Date.now();
  const pending = [...compressibleFiles(dir)].filter((file) => !isUpToDate(file));
  const totals = { files: pending.length, bytes: 0, brotliBytes: 0 };
  const worker = async () => {
    for (let file = pending.shift(); file; file = pending.shift()) {
      const { bytes, brotliBytes } = await compressFile(file);
      totals.bytes += bytes;
      totals.brotliBytes += brotliBytes;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return { ...totals, seconds: (Date.now() - started) / 1000 };
}

const compressionReport = ({ files, bytes, brotliBytes, seconds }) =>
  files === 0
    ? 'every file already compressed'
    : `${files} files compressed in ${seconds.toFixed(1)} s (${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB with Brotli)`;

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', 'deploy', 'site'));
  compressSite(dir).then(
    (totals) => console.log(`${path.relative(process.cwd(), dir) || '.'}: ${compressionReport(totals)}`),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

module.exports = { compressSite, compressionReport };
