// The service pages' content reads: deposits, rebate vendors, payment methods, power alerts.
import { contentRead, useContent } from '@gpa/shared-ui';

export const depositTableRead = contentRead('start-stop-move-service-residential-tables');
export const useDepositTable = () => useContent(depositTableRead);
export const rebateVendorsRead = contentRead('get-a-rebate-energy-sense-tables');
export const useRebateVendors = () => useContent(rebateVendorsRead);
export const paymentMethodsRead = contentRead('payment-methods', { sort: ['id:asc'] });
export const usePaymentMethods = () => useContent(paymentMethodsRead);
export const powerAlertFaqsRead = contentRead('power-alerts-faqs', { sort: ['id:asc'] });
export const usePowerAlertFaqs = () => useContent(powerAlertFaqsRead);
export const alertGlossaryRead = contentRead('power-alerts-glossaries', { sort: ['word:asc'] });
export const useAlertGlossary = () => useContent(alertGlossaryRead);
export const financialAssistanceFaqsRead = contentRead('financial-assistance-faqs', { sort: ['id:asc'] });
export const useFinancialAssistanceFaqs = () => useContent(financialAssistanceFaqsRead);

/** Pictures of one customer page (e.g. 'brighter-days'), in their order. */
export const pageImagesRead = (anchor: string) =>
  contentRead('customer-page-images', {
    populate: ['Image'],
    filters: { Anchor: { $eq: anchor } },
    sort: ['Order:asc'],
  });
export const usePageImages = (anchor: string) => useContent(pageImagesRead(anchor));

/** One uploaded document of the site's shared files, by its Anchor ('customer-service-directory'). */
export const contentFileRead = (anchor: string) =>
  contentRead('content-files', { populate: ['File'], filters: { Anchor: { $eq: anchor } } });
export const useContentFile = (anchor: string) => useContent(contentFileRead(anchor));
