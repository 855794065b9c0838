// The admin explains each collection where the editor works: its description, with the pages it appears
// on and their addresses ("Appears on: News and Media (/news-and-media)", scripts/generate-schemas.js),
// beside the list of entries and beside an entry's edit form (the content manager's injection zones). The
// Content Manager's side navigation names every collection in full: its names share their page's prefix
// ("Clean energy master plan: document", "... FAQ"), and Strapi cuts them to one line, to the same words.
// The times editors set are picked in Guam's time: the custom field guam-datetime (guamTime/).
import { createElement, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { Box, Typography } from '@strapi/design-system';
import { GUAM_DATETIME_FIELD, guamListText } from './guamTime/guamTime';

/** The collection an address of the content manager names (…/content-manager/collection-types/<uid>/…). */
const collectionInAddress = () =>
  /\/content-manager\/collection-types\/([^/?]+)/.exec(globalThis.location.pathname)?.[1];

/** The collection's description as the content service's schema holds it ('' until read, or when none). */
function useCollectionDescription(uid) {
  const { get } = useFetchClient();
  const [description, setDescription] = useState('');
  useEffect(() => {
    let current = true;
    get('/content-manager/content-types')
      .then(({ data }) => {
        const type = data.data.find((contentType) => contentType.uid === uid);
        if (current) setDescription(type?.info?.description ?? '');
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [get, uid]);
  return description;
}

function CollectionDescription({ slug }) {
  const description = useCollectionDescription(slug ?? collectionInAddress());
  if (!description) return null;
  return createElement(
    Box,
    { maxWidth: '48rem', paddingTop: 1, paddingBottom: 1 },
    createElement(Typography, { variant: 'pi', textColor: 'neutral700', tag: 'p' }, description),
  );
}

/**
 * Long collection names wrap in the side navigation instead of ending in "...": Strapi sets nowrap inline, a
 * link one line high (32 px) and a line height of the same.
 */
const FULL_NAMES_CSS = `nav[aria-label="Content Manager"] a {
  height: auto !important;
  min-height: 32px;
}
nav[aria-label="Content Manager"] a div[style*="nowrap"] {
  white-space: normal !important;
  overflow-wrap: anywhere;
  line-height: 1.3 !important;
  padding: 6px 0;
}`;

function showFullCollectionNames() {
  const style = globalThis.document.createElement('style');
  style.dataset.gpa = 'full-collection-names';
  style.textContent = FULL_NAMES_CSS;
  globalThis.document.head.append(style);
}

/** The list view's columns of Guam times (the custom field guam-datetime) read in ChST, as the input shows them. */
function guamTimeColumns({ displayedHeaders, layout }) {
  const guamField = `global::${GUAM_DATETIME_FIELD.name}`;
  const inGuamTime = (header) =>
    header.attribute?.customField === guamField
      ? { ...header, cellFormatter: (row) => guamListText(row[header.name]) }
      : header;
  return { displayedHeaders: displayedHeaders.map(inGuamTime), layout };
}

export default {
  config: { locales: [] },
  register(app) {
    app.customFields.register({
      ...GUAM_DATETIME_FIELD,
      intlLabel: { id: 'gpa.guam-datetime.label', defaultMessage: 'Date and time in Guam (ChST)' },
      intlDescription: {
        id: 'gpa.guam-datetime.description',
        defaultMessage: 'Picked in ChST (UTC+10) in 5-minute steps, stored as a UTC date and time',
      },
      components: { Input: () => import('./guamTime/GuamDateTimeInput') },
    });
  },
  bootstrap(app) {
    const contentManager = app.getPlugin('content-manager');
    const description = { name: 'gpa-collection-description', Component: CollectionDescription };
    contentManager.injectComponent('listView', 'actions', description);
    contentManager.injectComponent('editView', 'right-links', description);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', guamTimeColumns);
    showFullCollectionNames();
  },
};
