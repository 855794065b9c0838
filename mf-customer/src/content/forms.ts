import { useCollection } from '@gpa/shared-ui';

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

export const useFormList = (audience: Audience, list: FormList) =>
  useCollection(FORM_LISTS[audience][list], { populate: ['File'], sort: ['id:desc'] });

/** The learn-more cards of one audience's account page (cards for both audiences included). */
export const useAccountLinkCards = (audience: Audience) =>
  useCollection('manage-account-link-cards', { filters: { audience: { $in: [audience, 'both'] } }, sort: ['id:asc'] });
