// The rate calculator's content read: the rate table.
import { contentRead, useContent } from '@gpa/shared-ui';

export const rateTableRead = contentRead('rate-calculators', { populate: '*' });
export const useRateTable = () => useContent(rateTableRead);
