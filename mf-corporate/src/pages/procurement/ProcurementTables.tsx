// The procurement page's tables (tenders, stays, awards, dimensions, contracts), each a list of columns.
import styled from '@emotion/styled';
import {
  formatLongDate,
  QueryState,
  Table,
  TableScroller,
  type ProcurementAvailableTendersTablesItem,
  type ProcurementBidsTablesItem,
  type ProcurementDimensionTablesItem,
  type ProcurementGeneralApprovalTablesItem,
  type ProcurementStayTablesItem,
  type StrapiItem,
} from '@gpa/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  useAvailableTenders,
  useAwardedBids,
  useDimensionDocuments,
  useStays,
} from '../../content/procurement';
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
export function tenderMarkers(
  tender: Pick<ProcurementAvailableTendersTablesItem, 'StayOfProcurement' | 'ReBid' | 'ReSolicitation'>,
): string[] {
  return [
    tender.StayOfProcurement && 'Stay of Procurement',
    tender.ReBid && 'Re-Bid',
    tender.ReSolicitation && 'Re-Solicitation',
  ].filter((marker): marker is string => Boolean(marker));
}

/** Loading, failure with Retry, and an empty message around one procurement table. */
function TableState<T>({
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

/** A column's share of the width a table needs: narrower, it scrolls sideways and says so. */
const COLUMN_REM = 8;

/** A column of a procurement table: its heading, and what a row shows under it. */
interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** Every procurement table: one row per entry, one cell per column, in the states of TableState. */
function ProcurementTable<T>({
  query,
  what,
  empty,
  label,
  columns,
}: {
  query: UseQueryResult<StrapiItem<T>[]>;
  what: string;
  empty: string;
  label: string;
  columns: Column<T>[];
}) {
  return (
    <TableState query={query} what={what} empty={empty}>
      {(rows) => (
        <TableScroller label={label} minWidth={`${columns.length * COLUMN_REM}rem`}>
          <Table>
            <thead>
              <tr>
                {columns.map(({ header }) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ id, attributes }) => (
                <tr key={id}>
                  {columns.map(({ header, cell }) => (
                    <td key={header}>{cell(attributes)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </TableState>
  );
}

const TENDER_COLUMNS: Column<ProcurementAvailableTendersTablesItem>[] = [
  { header: 'Type', cell: (tender) => tender.Type },
  {
    header: 'Title',
    cell: (tender) => (
      <>
        {tender.Title}
        {tenderMarkers(tender).length > 0 ? (
          <div>
            {tenderMarkers(tender).map((marker) => (
              <Marker key={marker}>{marker}</Marker>
            ))}
          </div>
        ) : null}
      </>
    ),
  },
  { header: 'Announcement No.', cell: (tender) => tender.AnnouncementNumber },
  { header: 'Issuance Date', cell: (tender) => formatLongDate(tender.IssuanceDate) },
  { header: 'Due Date and Time', cell: (tender) => tender.Due },
  { header: 'Amendments', cell: (tender) => <FileLinks files={tender.AmendmentFiles} empty="None" /> },
  {
    header: 'File',
    cell: (tender) => (
      <FileLink file={tender.File}>
        {tender.AnnouncementNumber ? `${tender.AnnouncementNumber} document` : 'Document'}
      </FileLink>
    ),
  },
];

const STAY_COLUMNS: Column<ProcurementStayTablesItem>[] = [
  { header: 'Type', cell: (stay) => stay.Type },
  {
    header: 'Description',
    cell: (stay) => (
      <>
        <strong>{stay.DescriptionTitle}</strong>
        {stay.DescriptionLine1 ? <div>{stay.DescriptionLine1}</div> : null}
        {stay.DescriptionLine2 ? <div>{stay.DescriptionLine2}</div> : null}
        <FileLinks files={stay.File} empty="" />
      </>
    ),
  },
  { header: 'Announcement', cell: (stay) => stay.Announcement },
  { header: 'Date', cell: (stay) => formatLongDate(stay.Date) },
  { header: 'Due', cell: (stay) => stay.Due },
];

const BID_COLUMNS: Column<ProcurementBidsTablesItem>[] = [
  { header: 'Bid', cell: (bid) => bid.Bid },
  { header: 'Title', cell: (bid) => <FileLink file={bid.TitleFile}>{bid.Title}</FileLink> },
  { header: 'Award Date', cell: (bid) => formatLongDate(bid.AwardDate) },
  { header: 'Date Posted', cell: (bid) => formatLongDate(bid.DatePosted) },
  {
    header: 'Open/Close Date',
    cell: (bid) => <FileLink file={bid.OpenCloseDateFile}>{bid.OpenCloseDate}</FileLink>,
  },
  { header: 'Awardee', cell: (bid) => <FileLink file={bid.AwardeeFile}>{bid.Awardee}</FileLink> },
];

const DIMENSION_COLUMNS: Column<ProcurementDimensionTablesItem>[] = [
  { header: 'Document', cell: (document) => <FileLink file={document.File}>{document.Title}</FileLink> },
  { header: 'Dimensions', cell: (document) => document.Dimensions },
];

const CONTRACT_COLUMNS: Column<ProcurementGeneralApprovalTablesItem>[] = [
  { header: 'Description', cell: (contract) => contract.Description },
  { header: 'Base Contract', cell: (contract) => contract.BaseContract },
  {
    header: 'Contract',
    cell: (contract) =>
      contract.ContractFile?.data ? (
        <FileLink file={contract.ContractFile}>Contract {contract.BaseContract}</FileLink>
      ) : (
        '—'
      ),
  },
  {
    header: 'Purchase Order',
    cell: (contract) =>
      contract.POFile?.data ? <FileLink file={contract.POFile}>PO {contract.BaseContract}</FileLink> : '—',
  },
];

export const AvailableTendersTable = () => (
  <ProcurementTable
    query={useAvailableTenders()}
    what="available tenders"
    empty="There are no open tenders right now."
    label="Available tenders"
    columns={TENDER_COLUMNS}
  />
);

export const StayOfProcurementTable = () => (
  <ProcurementTable
    query={useStays()}
    what="stay of procurement notices"
    empty="No procurement is stayed right now."
    label="Stay of procurement"
    columns={STAY_COLUMNS}
  />
);

export const AwardedBidsTable = () => (
  <ProcurementTable
    query={useAwardedBids()}
    what="awarded bids"
    empty="No awarded bids have been posted yet."
    label="Bids awarded"
    columns={BID_COLUMNS}
  />
);

export const DimensionsTable = () => (
  <ProcurementTable
    query={useDimensionDocuments()}
    what="dimension documents"
    empty="No dimension documents are posted yet."
    label="Dimensions"
    columns={DIMENSION_COLUMNS}
  />
);

/** One contract table (the three approval tiers share it). */
export function ContractTable({
  query,
  label,
}: {
  query: UseQueryResult<StrapiItem<ProcurementGeneralApprovalTablesItem>[]>;
  label: string;
}) {
  return (
    <ProcurementTable
      query={query}
      what={label.toLowerCase()}
      empty="No contracts are listed in this tier yet."
      label={label}
      columns={CONTRACT_COLUMNS}
    />
  );
}
