import { contentRead, useContent } from '@gpa/shared-ui';

export const rateTableRead = contentRead('rate-calculators', { populate: '*' });
export const useRateTable = () => useContent(rateTableRead);
