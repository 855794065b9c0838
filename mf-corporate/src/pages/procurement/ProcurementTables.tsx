import styled from '@emotion/styled';
import {
  formatLongDate,
  QueryState,
  Table,
  TableScroller,
  type ProcurementAvailableTendersTablesItem,
  type ProcurementGeneralApprovalTablesItem,
  type StrapiItem,
} from '@gpa/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAvailableTenders, useAwardedBids, useStays } from '../../content/procurement';
import { FileLink, FileLinks } from './FileLink';

const Marker = styled.span`
  display: inline-block;
  margin: ${({ theme }) => `${theme.space(0.5)} ${theme.space(0.5)} 0 0`};
  padding: 0 ${({ theme }) => theme.space(0.75)};
  border-radius: 4px;
  font-size: 0.8rem;
  font-weight: 700;
  color: #fff;
  --heading-color: currentColor;
  background: ${({ theme }) => theme.colors.danger};
`;

export const Cells = styled.div`
  .cell-list {
    margin: 0;
    padding-left: 1.1rem;
  }
  td {
    vertical-align: top;
  }
`;

/** The markers a tender row carries, in a fixed order. */
export function tenderMarkers(tender: Pick<ProcurementAvailableTendersTablesItem, 'StayOfProcurement' | 'ReBid' | 'ReSolicitation'>): string[] {
  return [tender.StayOfProcurement && 'Stay of Procurement', tender.ReBid && 'Re-Bid', tender.ReSolicitation && 'Re-Solicitation'].filter(
    (marker): marker is string => Boolean(marker),
  );
}

/** Loading, failure with Retry, and an empty message around one procurement table. */
export function TableState<T>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<StrapiItem<T>[]>;
  what: string;
  empty: string;
  children: (rows: StrapiItem<T>[]) => ReactNode;
}) {
  return (
    <QueryState query={query} what={what}>
      {(rows) => (rows.length === 0 ? <p>{empty}</p> : <Cells>{children(rows)}</Cells>)}
    </QueryState>
  );
}

export function AvailableTendersTable() {
  return (
    <TableState query={useAvailableTenders()} what="available tenders" empty="There are no open tenders right now.">
      {(rows) => (
        <TableScroller label="Available tenders">
          <Table>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Title</th>
                <th scope="col">Announcement No.</th>
                <th scope="col">Issuance Date</th>
                <th scope="col">Due Date and Time</th>
                <th scope="col">Amendments</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, attributes: tender }) => (
                <tr key={id}>
                  <td>{tender.Type}</td>
                  <td>
                    {tender.Title}
                    {tenderMarkers(tender).length > 0 ? (
                      <div>
                        {tenderMarkers(tender).map((marker) => (
                          <Marker key={marker}>{marker}</Marker>
                        ))}
                      </div>
                    ) : null}
                  </td>
                  <td>{tender.AnnouncementNumber}</td>
                  <td>{formatLongDate(tender.IssuanceDate)}</td>
                  <td>{tender.Due}</td>
                  <td>
                    <FileLinks files={tender.AmendmentFiles} empty="None" />
                  </td>
                  <td>
                    <FileLink file={tender.File}>{tender.AnnouncementNumber ? `${tender.AnnouncementNumber} document` : 'Document'}</FileLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </TableState>
  );
}

export function StayOfProcurementTable() {
  return (
    <TableState query={useStays()} what="stay of procurement notices" empty="No procurement is stayed right now.">
      {(rows) => (
        <TableScroller label="Stay of procurement">
          <Table>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
                <th scope="col">Announcement</th>
                <th scope="col">Date</th>
                <th scope="col">Due</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, attributes: stay }) => (
                <tr key={id}>
                  <td>{stay.Type}</td>
                  <td>
                    <strong>{stay.DescriptionTitle}</strong>
                    {stay.DescriptionLine1 ? <div>{stay.DescriptionLine1}</div> : null}
                    {stay.DescriptionLine2 ? <div>{stay.DescriptionLine2}</div> : null}
                    <FileLinks files={stay.File} empty="" />
                  </td>
                  <td>{stay.Announcement}</td>
                  <td>{formatLongDate(stay.Date)}</td>
                  <td>{stay.Due}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </TableState>
  );
}

export function AwardedBidsTable() {
  return (
    <TableState query={useAwardedBids()} what="awarded bids" empty="No awarded bids have been posted yet.">
      {(rows) => (
        <TableScroller label="Bids awarded">
          <Table>
            <thead>
              <tr>
                <th scope="col">Bid</th>
                <th scope="col">Title</th>
                <th scope="col">Award Date</th>
                <th scope="col">Date Posted</th>
                <th scope="col">Open/Close Date</th>
                <th scope="col">Awardee</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, attributes: bid }) => (
                <tr key={id}>
                  <td>{bid.Bid}</td>
                  <td>
                    <FileLink file={bid.TitleFile}>{bid.Title}</FileLink>
                  </td>
                  <td>{formatLongDate(bid.AwardDate)}</td>
                  <td>{formatLongDate(bid.DatePosted)}</td>
                  <td>
                    <FileLink file={bid.OpenCloseDateFile}>{bid.OpenCloseDate}</FileLink>
                  </td>
                  <td>
                    <FileLink file={bid.AwardeeFile}>{bid.Awardee}</FileLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </TableState>
  );
}

/** One contract table (the three approval tiers share it). */
export function ContractTable({ query, label }: { query: UseQueryResult<StrapiItem<ProcurementGeneralApprovalTablesItem>[]>; label: string }) {
  return (
    <TableState query={query} what={label.toLowerCase()} empty="No contracts are listed in this tier yet.">
      {(rows) => (
        <TableScroller label={label}>
          <Table>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Base Contract</th>
                <th scope="col">Contract</th>
                <th scope="col">Purchase Order</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, attributes: contract }) => (
                <tr key={id}>
                  <td>{contract.Description}</td>
                  <td>{contract.BaseContract}</td>
                  <td>{contract.ContractFile?.data ? <FileLink file={contract.ContractFile}>Contract {contract.BaseContract}</FileLink> : '—'}</td>
                  <td>{contract.POFile?.data ? <FileLink file={contract.POFile}>PO {contract.BaseContract}</FileLink> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </TableState>
  );
}
