// The table of one 2021 IRP stakeholder meeting's presentations.
import styled from '@emotion/styled';
import {
  ExternalLink,
  fileUrl,
  formatMeetingDate,
  QueryState,
  Table,
  TableScroller,
  type GpaInitiativesIrp1MeetingsItem,
} from '@gpa/shared-ui';
import { useIrpPresentations, type IrpPresentationCollection } from '../../content/irp';

const Pending = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(0.75)};
  border-radius: 4px;
  font-size: 0.85rem;
  font-weight: 700;
  color: #fff;
  --heading-color: currentColor;
  background: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  font-style: italic;
`;

/** A link when there is an address, otherwise the label as plain text (a presentation not uploaded yet). */
function LinkOrText({ href, label }: { href: string | null | undefined; label: string }) {
  return href ? <ExternalLink href={href}>{label}</ExternalLink> : <>{label}</>;
}

interface IrpPresentationsProps {
  /** 1, 2 or 3: numbers the presentations meeting-index. */
  meeting: number;
  date: string;
  collection: IrpPresentationCollection;
  note?: string;
}

/** One 2021 stakeholder meeting's presentations: number, topic, file and video links, Pending marks. */
export function IrpPresentations({ meeting, date, collection, note }: IrpPresentationsProps) {
  const presentations = useIrpPresentations(collection);
  const title = `Stakeholder Meeting ${meeting}`;
  return (
    <section aria-labelledby={`irp-meeting-${meeting}`}>
      <h3 id={`irp-meeting-${meeting}`}>
        {title}: {formatMeetingDate(date)}
      </h3>
      {note ? <Note>{note}</Note> : null}
      <QueryState query={presentations} what={`${title} presentations`}>
        {(items) =>
          items.length === 0 ? (
            <p>Presentations for this meeting will be posted here.</p>
          ) : (
            <TableScroller label={`${title} presentations`} minWidth="26rem">
              <Table>
                <thead>
                  <tr>
                    <th scope="col">No.</th>
                    <th scope="col">Topic</th>
                    <th scope="col">Presentation File</th>
                    <th scope="col">Presentation Video</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map(({ id, attributes }, index) => (
                    <PresentationRow key={id} number={`${meeting}-${index + 1}`} presentation={attributes} />
                  ))}
                </tbody>
              </Table>
            </TableScroller>
          )
        }
      </QueryState>
    </section>
  );
}

function PresentationRow({
  number,
  presentation,
}: {
  number: string;
  presentation: GpaInitiativesIrp1MeetingsItem;
}) {
  return (
    <tr>
      <td>{number}</td>
      <td>
        {presentation.Topic}
        {presentation.Pending ? <Pending>Pending</Pending> : null}
      </td>
      <td>
        <LinkOrText
          href={fileUrl(presentation.Presentation_File)}
          label={presentation.Anchor_File || `Presentation ${number}`}
        />
      </td>
      <td>
        {presentation.Presentation_Video || presentation.Anchor_Video ? (
          <LinkOrText
            href={presentation.Presentation_Video}
            label={presentation.Anchor_Video || `Video ${number}`}
          />
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
