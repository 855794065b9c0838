import { useCollection } from '@gpa/shared-ui';

export const useRateTable = () => useCollection('rate-calculators', { populate: '*' });
