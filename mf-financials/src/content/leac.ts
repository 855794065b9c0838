// The LEAC page's content reads: fuel purchases and PUC LEAC orders.
import { contentRead, useContent } from '@gpa/shared-ui';

export const fuelPurchasesRead = contentRead('financials-fuel-purchases', { populate: ['File'] });
export const useFuelPurchases = () => useContent(fuelPurchasesRead);

/** PUC LEAC orders, newest first: by Anchor descending (Anchors are dated). */
export const pucLeacOrdersRead = contentRead('financials-puc-leacs', {
  populate: ['File'],
  sort: ['Anchor:desc'],
});
export const usePucLeacOrders = () => useContent(pucLeacOrdersRead);
