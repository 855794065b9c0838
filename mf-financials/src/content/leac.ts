import { useCollection } from '@gpa/shared-ui';

export const useFuelPurchases = () => useCollection('financials-fuel-purchases', { populate: ['File'] });

/** PUC LEAC orders, newest first: the spec orders them by Anchor descending. */
export const usePucLeacOrders = () => useCollection('financials-puc-leacs', { populate: ['File'], sort: ['Anchor:desc'] });
