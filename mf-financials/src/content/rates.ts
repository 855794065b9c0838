import { useCollection } from '@gpa/shared-ui';

/** Rate schedules, rate information and the rate adjustment documents; pages pick theirs by Anchor. */
export const useRateDocuments = () => useCollection('rate-documents', { populate: ['File'] });

export const useRateAdjustmentFaqs = () => useCollection('rate-adjustment-faqs');

/** One proposed-rate chart image per schedule of the /rateadjustment dropdown. */
export const useScheduleCharts = () => useCollection('rate-schedule-charts', { populate: ['Chart'] });

export const useNewsReleases = () => useCollection('news-releases', { populate: ['File'] });
