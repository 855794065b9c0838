// The FOIA reports page's content read.
import { contentRead, useContent } from '@gpa/shared-ui';

// Editors order the list by hand (Order, lower first); among equal ones the newest entry comes first.
export const foiaReportsRead = contentRead('foia-reports', {
  populate: ['File'],
  sort: ['Order:asc', 'id:desc'],
});
export const useFoiaReports = () => useContent(foiaReportsRead);
