import { contentRead, useContent } from '@gpa/shared-ui';

export const foiaReportsRead = contentRead('foia-reports', { populate: ['File'] });
export const useFoiaReports = () => useContent(foiaReportsRead);
