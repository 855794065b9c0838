'use strict';

/**
 * Seeds every 'read' collection of the catalog with the data of seed/data/ on first start.
 *
 * Idempotent: a collection is seeded only when it is empty AND not yet recorded in the
 * core store (strapi.store, key content-seed.collections). A restart therefore never
 * duplicates entries, and a collection emptied on purpose by an editor stays empty.
 * Collections added to the catalog later are seeded on the next start.
 *
 * Files are generated (seed/pdf.js, seed/media.js), written to a temporary folder and
 * uploaded through the upload plugin service, so they land in public/uploads and in the
 * media library, then attached to the media fields of the entries.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');

const catalog = require('@gpa/content-catalog');
const { uidOf } = require('@gpa/content-catalog/uid');
const { loadSeedData } = require('./data');
const { createPdf } = require('./pdf');
const { drawBillChart } = require('./billChart');
const { createPng, createWav } = require('./media');

const STORE = { type: 'core', name: 'content-seed' };
const STORE_KEY = 'collections';

const MEDIA = {
  pdf: {
    ext: '.pdf',
    mime: 'application/pdf',
    make: (m) => createPdf({ title: m.title, lines: m.lines, issued: m.issued }),
  },
  png: { ext: '.png', mime: 'image/png', make: (m) => createPng({ color: m.color }) },
  wav: { ext: '.wav', mime: 'audio/wav', make: () => createWav({ seconds: 1 }) },
  svg: {
    ext: '.svg',
    mime: 'image/svg+xml',
    make: (m) => fs.readFileSync(path.join(__dirname, 'images', `${m.name}.svg`)),
  },
  'bill-chart': {
    ext: '.svg',
    mime: 'image/svg+xml',
    make: (m) => Buffer.from(drawBillChart({ title: m.title, ...m.rates }).svg),
  },
};

/** The seed's files, each uploaded once (or found uploaded before) by its kind and name; `stats.files` counts them. */
function mediaUploads(strapi, stats) {
  const fileCache = new Map(); // "<kind>:<name>" -> Promise<file id>
  let tmpDir = null;
  async function upload(marker) {
    const kind = MEDIA[marker.__media];
    if (!kind) throw new Error(`[seed] unknown media kind ${marker.__media}`);
    const key = `${marker.__media}:${marker.name}`;
    if (!fileCache.has(key)) {
      fileCache.set(
        key,
        (async () => {
          const fileName = `${marker.name}${kind.ext}`;
          const existing = await strapi.db
            .query('plugin::upload.file')
            .findOne({ where: { name: fileName } });
          if (existing) return existing.id;
          if (!tmpDir) tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-seed-'));
          const filepath = path.join(tmpDir, fileName);
          const buffer = kind.make(marker);
          fs.writeFileSync(filepath, buffer);
          const [file] = await strapi
            .plugin('upload')
            .service('upload')
            .upload({
              data: { fileInfo: { name: fileName, caption: marker.title, alternativeText: marker.title } },
              files: { filepath, originalFilename: fileName, mimetype: kind.mime, size: buffer.length },
            });
          stats.files += 1;
          return file.id;
        })(),
      );
    }
    return fileCache.get(key);
  }
  return {
    upload,
    /** Removes the files written for the uploads. */
    cleanUp: () => tmpDir && fs.rmSync(tmpDir, { recursive: true, force: true }),
  };
}

/** One seed row created (and published) with its references and files resolved. */
async function createRow(strapi, entry, row, resolve) {
  const { __id: forcedId, ...fields } = row;
  const payload = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!(field in entry.fields)) throw new Error(`[seed] ${entry.plural}: unknown field "${field}"`);
    payload[field] = await resolve(value);
  }
  // Seeded content is live at once, also in the collections with a draft stage.
  const doc = await strapi
    .documents(uidOf(entry.singular))
    .create({ data: payload, ...(entry.draftAndPublish ? { status: 'published' } : {}) });
  if (forcedId) {
    // Only used for plain collections without relations/media (contact item 999999).
    const table = strapi.getModel(uidOf(entry.singular)).collectionName;
    await strapi.db.connection(table).where({ id: doc.id }).update({ id: forcedId });
  }
}

function createSeeder(strapi) {
  const bySlug = new Map(catalog.map((c) => [c.plural, c]));
  const data = loadSeedData();
  const store = strapi.store(STORE);
  const inProgress = new Map(); // plural -> Promise
  let seeded = new Set();
  const stats = { collections: 0, entries: 0, files: 0 };
  const media = mediaUploads(strapi, stats);

  const unknown = Object.keys(data).find((plural) => !bySlug.has(plural));
  if (unknown) throw new Error(`[seed] seed data for unknown collection "${unknown}"`);

  async function resolveRef(marker) {
    const target = bySlug.get(marker.__ref);
    if (!target) throw new Error(`[seed] reference to unknown collection "${marker.__ref}"`);
    await seedCollection(target.plural);
    const found = await strapi.db
      .query(uidOf(target.singular))
      .findOne({ where: { [marker.field]: marker.value } });
    if (!found) throw new Error(`[seed] ${marker.__ref} with ${marker.field}=${marker.value} not found`);
    return found.documentId;
  }

  async function resolve(value) {
    if (Array.isArray(value)) {
      const out = [];
      for (const item of value) out.push(await resolve(item));
      return out;
    }
    if (value && typeof value === 'object') {
      if (value.__media) return media.upload(value);
      if (value.__ref) return resolveRef(value);
    }
    return value;
  }

  async function seedCollection(plural) {
    if (seeded.has(plural)) return;
    if (inProgress.has(plural)) return inProgress.get(plural);
    const entry = bySlug.get(plural);
    const rows = data[plural];
    const job = (async () => {
      const count = await strapi.db.query(uidOf(entry.singular)).count();
      const hasRows = Boolean(rows && rows.length);
      if (count === 0 && hasRows) {
        // Rows with a forced id go last so the others keep the normal 1..n ids.
        const ordered = [...rows.filter((r) => !r.__id), ...rows.filter((r) => r.__id)];
        for (const row of ordered) {
          await createRow(strapi, entry, row, resolve);
          stats.entries += 1;
        }
        stats.collections += 1;
        strapi.log.info(`[seed] ${plural}: ${rows.length} entries`);
      }
      if (count === 0 && !hasRows) return; // nothing to seed yet: retry once data exists
      seeded.add(plural);
      await store.set({ key: STORE_KEY, value: [...seeded].sort() });
    })();
    inProgress.set(plural, job);
    try {
      await job;
    } finally {
      inProgress.delete(plural);
    }
  }

  async function run() {
    seeded = new Set((await store.get({ key: STORE_KEY })) || []);
    const pending = catalog.filter((c) => c.access === 'read' && !seeded.has(c.plural));
    if (pending.length === 0) return stats;
    const started = Date.now();
    try {
      for (const entry of pending) {
        if (!data[entry.plural]) strapi.log.warn(`[seed] no seed data for read collection "${entry.plural}"`);
        await seedCollection(entry.plural);
      }
    } finally {
      media.cleanUp();
    }
    strapi.log.info(
      `[seed] seeded ${stats.collections} collection(s), ${stats.entries} entries, ${stats.files} files in ${Date.now() - started} ms`,
    );
    return stats;
  }

  return { run };
}

async function seed(strapi) {
  return createSeeder(strapi).run();
}

module.exports = { seed, createSeeder };
