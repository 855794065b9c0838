import { useCollection } from '@gpa/shared-ui';

export const useAdditionalResources = () => useCollection('operations-forms-additionals', { populate: ['File'], sort: ['id:asc'] });
export const useTrainingClasses = () => useCollection('operations-training-classes', { populate: ['File'], sort: ['Year:asc', 'id:asc'] });

/** Every LEAC chart collection of the operations page, in page order, with its heading. */
export const LEAC_CHART_LISTS = [
  { collection: 'operations-leac-baseload-dispatches', heading: 'Baseload Dispatch Performance' },
  { collection: 'operations-leac-gross-heat-rates', heading: 'Gross Heat Rate' },
  { collection: 'operations-leac-fuel-usages', heading: 'Fuel Usage Consumption' },
  { collection: 'operations-leac-iwps-dispatches', heading: 'IWPS Dispatch' },
  { collection: 'operations-leac-baseload-dispatch-charts', heading: 'Baseload Dispatch' },
  { collection: 'operations-leac-baseload-savings', heading: 'Savings from Increased Baseload Use' },
  { collection: 'operations-leac-previous-leac-charts', heading: 'Previous LEAC Period Control Charts' },
] as const;

export type LeacChartCollection = (typeof LEAC_CHART_LISTS)[number]['collection'] | 'operations-leac-efor-charts';

/** One LEAC chart list: populate File, newest first (id descending), as the spec's calls say. */
export const useLeacCharts = (collection: LeacChartCollection) => useCollection(collection, { populate: ['File'], sort: ['id:desc'] });
