import { useCollection } from '@gpa/shared-ui';

export const useDepositTable = () => useCollection('start-stop-move-service-residential-tables');
export const useRebateVendors = () => useCollection('get-a-rebate-energy-sense-tables');
export const usePaymentMethods = () => useCollection('payment-methods', { sort: ['id:asc'] });
export const usePowerAlertFaqs = () => useCollection('power-alerts-faqs', { sort: ['id:asc'] });
export const useAlertGlossary = () => useCollection('power-alerts-glossaries', { sort: ['word:asc'] });
export const useFinancialAssistanceFaqs = () => useCollection('financial-assistance-faqs', { sort: ['id:asc'] });

/** Pictures of one customer page (e.g. 'brighter-days'), in their order. */
export const usePageImages = (anchor: string) =>
  useCollection('customer-page-images', { populate: ['Image'], filters: { Anchor: { $eq: anchor } }, sort: ['Order:asc'] });

/** One uploaded document of the site's shared files, by its Anchor ('customer-service-directory'). */
export const useContentFile = (anchor: string) =>
  useCollection('content-files', { populate: ['File'], filters: { Anchor: { $eq: anchor } } });
