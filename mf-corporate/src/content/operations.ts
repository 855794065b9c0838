// The operations pages' content reads: additional resources, training classes and the LEAC chart lists.
import { contentRead, useContent } from '@gpa/shared-ui';

export const additionalResourcesRead = contentRead('operations-forms-additionals', {
  populate: ['File'],
  sort: ['id:asc'],
});
export const useAdditionalResources = () => useContent(additionalResourcesRead);
export const trainingClassesRead = contentRead('operations-training-classes', {
  populate: ['File'],
  sort: ['Year:asc', 'id:asc'],
});
export const useTrainingClasses = () => useContent(trainingClassesRead);

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

export type LeacChartCollection =
  (typeof LEAC_CHART_LISTS)[number]['collection'] | 'operations-leac-efor-charts';

/** One LEAC chart list: populate File, newest first (id descending). */
export const leacChartsRead = (collection: LeacChartCollection) =>
  contentRead(collection, { populate: ['File'], sort: ['id:desc'] });
export const useLeacCharts = (collection: LeacChartCollection) => useContent(leacChartsRead(collection));
/** Every LEAC chart list the operations page shows (the EFOR and EAF charts share one collection). */
export const allLeacChartsRead = [
  ...LEAC_CHART_LISTS.map(({ collection }) => leacChartsRead(collection)),
  leacChartsRead('operations-leac-efor-charts'),
];

/** What the operations page reads: its resources, its training classes and every LEAC chart. */
export const operationsPageReads = [additionalResourcesRead, trainingClassesRead, ...allLeacChartsRead];
