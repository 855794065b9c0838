import { useCollection } from '@gpa/shared-ui';

export const useStakeholderMeetings = () => useCollection('stakeholder-meetings', { sort: ['id:asc'] });
export const useIrpSummaries = () => useCollection('gpa-initiatives-irp-summaries', { populate: ['File'], sort: ['id:asc'] });

/** The three 2021 stakeholder meetings' presentation collections. */
export type IrpPresentationCollection = 'gpa-initiatives-irp-1-meetings' | 'gpa-initiatives-irp-2-meetings' | 'gpa-initiatives-irp-3-meetings';

/** One meeting's presentations, ascending by id (their order gives the meeting-index numbers). */
export const useIrpPresentations = (collection: IrpPresentationCollection) =>
  useCollection(collection, { populate: ['Presentation_File'], sort: ['id:asc'] });

/** The clean energy master plan volumes (planning document archive). */
export const useMasterPlanDocuments = () => useCollection('cemp-documents', { populate: ['File'] });
