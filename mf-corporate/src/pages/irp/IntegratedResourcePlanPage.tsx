import styled from '@emotion/styled';
import {
  EmptyState,
  FileLinkList,
  latestUpdate,
  MeetingScheduleTable,
  Page,
  QueryState,
} from '@gpa/shared-ui';
import { useIrpSummaries, useStakeholderMeetings, type IrpPresentationCollection } from '../../content/irp';
import { IrpPresentations } from './IrpPresentations';

/** The three 2021 stakeholder meetings, in order (their presentations are numbered meeting-index). */
export const IRP_2021_MEETINGS: { date: string; collection: IrpPresentationCollection; note?: string }[] = [
  { date: '2021-01-29', collection: 'gpa-initiatives-irp-1-meetings' },
  {
    date: '2021-03-26',
    collection: 'gpa-initiatives-irp-2-meetings',
    note: 'Note: network issues during this meeting affected the sound and video quality of the recording.',
  },
  { date: '2021-12-10', collection: 'gpa-initiatives-irp-3-meetings' },
];

const Updated = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Integrated resource plan: the stakeholder meeting schedule, the 2021 meetings' presentations, summaries. */
export default function IntegratedResourcePlanPage() {
  const meetings = useStakeholderMeetings();
  const summaries = useIrpSummaries();
  return (
    <Page
      title="Integrated Resource Plan"
      intro="The Integrated Resource Plan (IRP) charts how GPA will meet Guam's power needs reliably and affordably while moving to 50% renewable energy by 2030. Stakeholders are invited to every meeting."
    >
      <h2>Stakeholder Meetings</h2>
      <QueryState query={meetings} what="stakeholder meetings">
        {(items) =>
          items.length === 0 ? (
            <EmptyState>No stakeholder meetings are scheduled yet.</EmptyState>
          ) : (
            <>
              <MeetingScheduleTable meetings={items} />
              <Updated>*Page Updated: {latestUpdate(items)}</Updated>
            </>
          )
        }
      </QueryState>

      <h2>2021 Stakeholder Meeting Presentations</h2>
      {IRP_2021_MEETINGS.map((meeting, index) => (
        <IrpPresentations key={meeting.date} meeting={index + 1} {...meeting} />
      ))}

      <h2>Meeting Summaries</h2>
      <QueryState query={summaries} what="meeting summaries">
        {(items) => <FileLinkList items={items} emptyText="No meeting summaries have been posted yet." />}
      </QueryState>
    </Page>
  );
}
