// The rates and rate adjustment pages' content reads: rate documents, FAQs, schedule charts, news releases.
import { contentRead, useContent } from '@gpa/shared-ui';

/** Rate schedules, rate information and the rate adjustment documents; pages pick theirs by Anchor. */
export const rateDocumentsRead = contentRead('rate-documents', { populate: ['File'] });
export const useRateDocuments = () => useContent(rateDocumentsRead);

export const rateAdjustmentFaqsRead = contentRead('rate-adjustment-faqs');
export const useRateAdjustmentFaqs = () => useContent(rateAdjustmentFaqsRead);

/** One proposed-rate chart image per schedule of the /rateadjustment dropdown. */
export const scheduleChartsRead = contentRead('rate-schedule-charts', { populate: ['Chart'] });
export const useScheduleCharts = () => useContent(scheduleChartsRead);

export const newsReleasesRead = contentRead('news-releases', { populate: ['File'] });
export const useNewsReleases = () => useContent(newsReleasesRead);
