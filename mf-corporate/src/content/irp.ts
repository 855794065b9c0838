// The integrated resource plan page's content reads: stakeholder meetings, summaries, 2021 presentations.
import { contentRead, useContent } from '@gpa/shared-ui';

export const stakeholderMeetingsRead = contentRead('stakeholder-meetings', { sort: ['id:asc'] });
export const useStakeholderMeetings = () => useContent(stakeholderMeetingsRead);
export const irpSummariesRead = contentRead('gpa-initiatives-irp-summaries', {
  populate: ['File'],
  sort: ['id:asc'],
});
export const useIrpSummaries = () => useContent(irpSummariesRead);

/** The three 2021 stakeholder meetings' presentation collections. */
export const IRP_2021_COLLECTIONS = [
  'gpa-initiatives-irp-1-meetings',
  'gpa-initiatives-irp-2-meetings',
  'gpa-initiatives-irp-3-meetings',
] as const;
export type IrpPresentationCollection = (typeof IRP_2021_COLLECTIONS)[number];

/** One meeting's presentations, ascending by id (their order gives the meeting-index numbers). */
export const irpPresentationsRead = (collection: IrpPresentationCollection) =>
  contentRead(collection, { populate: ['Presentation_File'], sort: ['id:asc'] });
export const useIrpPresentations = (collection: IrpPresentationCollection) =>
  useContent(irpPresentationsRead(collection));

/** The clean energy master plan volumes (planning document archive). */
export const masterPlanDocumentsRead = contentRead('cemp-documents', { populate: ['File'] });
export const useMasterPlanDocuments = () => useContent(masterPlanDocumentsRead);

/** What the Integrated Resource Plan page reads: the summaries, the meetings and the 2021 presentations. */
export const irpPageReads = [
  irpSummariesRead,
  stakeholderMeetingsRead,
  ...IRP_2021_COLLECTIONS.map(irpPresentationsRead),
];
