import { useCollection } from '@gpa/shared-ui';

export const useFoiaReports = () => useCollection('foia-reports', { populate: ['File'] });
