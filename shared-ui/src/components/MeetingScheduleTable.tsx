// The schedule tables of stakeholder meetings (IRP, clean energy master plan).
import styled from '@emotion/styled';
import type { StakeholderMeetingsItem } from '../content/collections.generated';
import type { StrapiItem } from '../content/strapi';
import { formatMeetingDate, formatMeetingTime } from '../text/meetingSchedule';
import { Table, TableScroller } from './Table';

// One table per meeting, its columns at the same widths in every one, so that they line up.
const ScheduleTable = styled(Table)`
  table-layout: fixed;
  thead th:nth-of-type(1),
  thead th:nth-of-type(4) {
    width: 28%;
  }
  thead th:nth-of-type(2) {
    width: 26%;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => `-${theme.space(1)} 0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

interface MeetingScheduleTableProps {
  meetings: StrapiItem<StakeholderMeetingsItem>[];
}

/**
 * Stakeholder meeting schedules (integrated resource plan, clean energy master plan): one table per meeting
 * with Meeting, Date (long weekday form), Time (start - end) and Topics; a missing or invalid date or time
 * reads TBD. A meeting's note, if any, follows its table.
 */
export function MeetingScheduleTable({ meetings }: MeetingScheduleTableProps) {
  return (
    <>
      {meetings.map(({ id, attributes: meeting }) => {
        const name = meeting.Meeting || 'Stakeholder meeting';
        return (
          <section key={id} aria-label={name}>
            <TableScroller label={`${name} schedule`} minWidth="30rem">
              <ScheduleTable>
                <thead>
                  <tr>
                    <th scope="col">Meeting</th>
                    <th scope="col">Date</th>
                    <th scope="col">Time</th>
                    <th scope="col">Topics</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{name}</th>
                    <td>{formatMeetingDate(meeting.Date)}</td>
                    <td>{formatMeetingTime(meeting.Start_Time, meeting.End_Time)}</td>
                    <td>{meeting.Topics}</td>
                  </tr>
                </tbody>
              </ScheduleTable>
            </TableScroller>
            {meeting.Note ? <Note>{meeting.Note}</Note> : null}
          </section>
        );
      })}
    </>
  );
}
