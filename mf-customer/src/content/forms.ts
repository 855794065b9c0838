// The forms and permits pages' content reads: four lists of forms per audience.
import { contentRead, useContent } from '@gpa/shared-ui';

export type Audience = 'residential' | 'business';

// The eight forms collections: four lists per audience, each read the same way (file populated, newest first).
const FORM_LISTS = {
  residential: {
    standards: 'residential-fn-p-standards',
    workOrders: 'residential-fn-p-work-orders',
    signs: 'residential-fn-p-work-signs',
    others: 'residential-fn-p-work-others',
  },
  business: {
    standards: 'business-fn-p-standards',
    workOrders: 'business-fn-p-work-orders',
    signs: 'business-fn-p-work-signs',
    others: 'business-fn-p-work-others',
  },
} as const;

export type FormList = keyof (typeof FORM_LISTS)['residential'];

export const formListRead = (audience: Audience, list: FormList) =>
  contentRead(FORM_LISTS[audience][list], { populate: ['File'], sort: ['id:desc'] });
export const useFormList = (audience: Audience, list: FormList) => useContent(formListRead(audience, list));
/** Every forms list of one audience (its forms and permits page shows them all). */
export const allFormListsRead = (audience: Audience) =>
  (Object.keys(FORM_LISTS[audience]) as FormList[]).map((list) => formListRead(audience, list));

/** The learn-more cards of one audience's account page (cards for both audiences included). */
export const accountLinkCardsRead = (audience: Audience) =>
  contentRead('manage-account-link-cards', {
    filters: { audience: { $in: [audience, 'both'] } },
    sort: ['id:asc'],
  });
export const useAccountLinkCards = (audience: Audience) => useContent(accountLinkCardsRead(audience));
