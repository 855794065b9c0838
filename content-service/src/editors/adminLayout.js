'use strict';

/**
 * The admin reads like the site: on every boot each catalog collection's edit and list views get the
 * catalog's labels and help lines (content-catalog/editorFields.js), entries are listed by their first text
 * field instead of their id, a list ordered by hand (an Order field) is listed in that order, and one the site
 * orders by a date (a date with a limit ahead, `notAfterDays`) is listed by that date, newest first. Strapi's
 * own fields (created, last changed, published) get words too. A scheduled collection's list shows its start
 * and end beside the entry (with Strapi's own status column: what decides whether visitors see it).
 * Other layout choices an administrator makes in the admin (field sizes, columns shown) are kept.
 */
const catalog = require('@gpa/content-catalog');
const {
  datesWithLimit,
  fieldHelp,
  fieldLabel,
  scheduleFields,
} = require('@gpa/content-catalog/editor-fields');
const { uidOf } = require('@gpa/content-catalog/uid');

const TEXT_TYPES = new Set(['string', 'text', 'email']);

/** Strapi's own fields, as an editor reads them (its default label is the field's name: a "CREATEDAT" column). */
const STRAPI_FIELD_LABELS = {
  id: 'Number',
  documentId: 'Document id',
  createdAt: 'Created',
  updatedAt: 'Last changed',
  publishedAt: 'Published',
  createdBy: 'Created by',
  updatedBy: 'Last changed by',
  locale: 'Language',
};

/** The field an entry is known by in lists and relation pickers: its first text field. */
const mainFieldOf = (fields) => Object.keys(fields).find((name) => TEXT_TYPES.has(fields[name].type));

/** The admin's default order of a collection's entries: as the site lists them. */
function defaultSortOf(fields) {
  if (fields.Order) return { defaultSortBy: 'Order', defaultSortOrder: 'ASC' };
  const [listedBy] = datesWithLimit(fields)[0] ?? [];
  return listedBy ? { defaultSortBy: listedBy, defaultSortOrder: 'DESC' } : {};
}

/** The content-manager configuration of one collection with the catalog's wording applied. */
function configurationFor(entry, current) {
  const metadatas = { ...current.metadatas };
  for (const [name, label] of Object.entries(STRAPI_FIELD_LABELS)) {
    const known = metadatas[name];
    if (known)
      metadatas[name] = {
        ...known,
        ...(known.edit && { edit: { ...known.edit, label } }),
        list: { ...known.list, label },
      };
  }
  for (const [name, attribute] of Object.entries(entry.fields)) {
    const known = metadatas[name] ?? {};
    const label = fieldLabel(name, attribute);
    metadatas[name] = {
      ...known,
      edit: { ...known.edit, label, description: fieldHelp(attribute) },
      list: { ...known.list, label },
    };
  }
  const mainField = mainFieldOf(entry.fields);
  const settings = {
    ...current.settings,
    ...(mainField ? { mainField } : {}),
    ...defaultSortOf(entry.fields),
  };
  return { settings, metadatas, layouts: listedWithSchedule(entry.fields, current.layouts) };
}

/** The list columns, with a scheduled collection's start and end added when they are not shown. */
function listedWithSchedule(fields, layouts) {
  const schedule = scheduleFields(fields);
  if (!schedule || !layouts?.list) return layouts;
  const missing = [schedule.starts, schedule.ends].filter((name) => name && !layouts.list.includes(name));
  return missing.length ? { ...layouts, list: [...layouts.list, ...missing] } : layouts;
}

async function syncAdminLayout(strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const entry of catalog) {
    const contentType = contentTypes.findContentType(uidOf(entry.singular));
    if (!contentType) continue;
    const { uid, ...current } = await contentTypes.findConfiguration(contentType);
    const wanted = configurationFor(entry, current);
    if (
      JSON.stringify(wanted) !==
      JSON.stringify({ settings: current.settings, metadatas: current.metadatas, layouts: current.layouts })
    ) {
      await contentTypes.updateConfiguration(contentType, wanted);
    }
  }
}

module.exports = { syncAdminLayout, configurationFor, mainFieldOf };
