import {
  Collapsible,
  ExternalLink,
  FileLinkList,
  ListAsOf,
  Page,
  PROCUREMENT_LISTS,
  QueryState,
  SHARED_EXTERNAL_LINKS,
} from '@gpa/shared-ui';
import {
  useCommissionContracts,
  useGeneralManagerContracts,
  useInventorySpecs,
  useNonInventorySpecs,
  usePucContracts,
} from '../../content/procurement';
import { EXTERNAL } from '../../content/externalLinks';
import { APPROVAL_TIERS } from './approvalTiers';
import { ProcurementContact } from './ProcurementContact';
import {
  AvailableTendersTable,
  AwardedBidsTable,
  Cells,
  ContractTable,
  DimensionsTable,
  StayOfProcurementTable,
} from './ProcurementTables';

const listByLabel = (label: (typeof PROCUREMENT_LISTS)[number]['label']) =>
  PROCUREMENT_LISTS.find((list) => list.label === label)!.href;

/** What a bidder reads first: the mission, contacts and hours, notices and related links, each collapsible. */
function AboutProcurement() {
  return (
    <>
      <Collapsible title="Mission Statements">
        <p>
          <strong>Supply Management Division:</strong> to obtain the goods and services GPA needs to serve its
          customers, at the best value, in time and in full compliance with Guam procurement law and
          regulations.
        </p>
        <p>
          <strong>Guam Power Authority:</strong> to provide reliable, efficient and affordable power to our
          customers, while moving to 50% renewable or non-emission energy by 2030.
        </p>
      </Collapsible>
      <Collapsible title="Contact Information & Hours">
        <ProcurementContact />
      </Collapsible>
      <Collapsible title="COVID-19 Notice to Bidders">
        <p>
          Bid openings remain public. Bidders may attend in person or follow the opening online; the link is
          given in each announcement. Bid submissions are still received in sealed envelopes at the Supply
          Management front desk.
        </p>
      </Collapsible>
      <Collapsible title="Add-on Links">
        <ul>
          <li>
            <ExternalLink href={SHARED_EXTERNAL_LINKS.publicAuditor}>
              Office of Public Accountability, where procurement appeals are filed
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={EXTERNAL.procurementLaw}>Guam Procurement Law (5 GCA Chapter 5)</ExternalLink>
          </li>
          <li>
            <ExternalLink href={listByLabel('Technical Documents')}>
              Technical documents for bidders
            </ExternalLink>
          </li>
        </ul>
      </Collapsible>
    </>
  );
}

/** Procurement: notices to bidders, tenders, stays, awards, specifications, contracts by approval tier. */
export default function ProcurementPage() {
  // Every table's query starts on this first render, so all of them load in parallel.
  const generalManagerContracts = useGeneralManagerContracts();
  const commissionContracts = useCommissionContracts();
  const pucContracts = usePucContracts();
  const inventory = useInventorySpecs();
  const nonInventory = useNonInventorySpecs();

  return (
    <Page
      title="Procurement"
      intro="GPA buys goods and services through open, competitive procurement under Guam procurement law. Vendors and bidders find open tenders, notices, awards, technical specifications and contracts here."
    >
      <AboutProcurement />

      <h2>Available Tenders</h2>
      <p>
        Bids (BID), requests for proposals (RFP) and multi-step bids open now. Download the announcement and
        every amendment before you submit; rows marked Stay of Procurement, Re-Bid or Re-Solicitation have
        changed since they were first issued.
      </p>
      <ListAsOf what="Tenders open" />
      <AvailableTendersTable />

      <h2>Stay of Procurement</h2>
      <p>
        A procurement under protest is stayed until the protest is resolved; a lift of stay lets it continue.
      </p>
      <StayOfProcurementTable />

      <h2>Bids Awarded</h2>
      <AwardedBidsTable />

      <h2>Technical Specifications</h2>
      <Cells>
        <h3>Inventory</h3>
        <QueryState query={inventory} what="inventory specifications">
          {(items) => <FileLinkList items={items} emptyText="No inventory specifications are posted yet." />}
        </QueryState>
        <h3>Non-Inventory</h3>
        <QueryState query={nonInventory} what="non-inventory specifications">
          {(items) => (
            <FileLinkList items={items} emptyText="No non-inventory specifications are posted yet." />
          )}
        </QueryState>
        <h3>Dimensions</h3>
        <DimensionsTable />
      </Cells>

      <h2>Contract Approvals</h2>
      <p>
        Contracts are approved according to their value. The General Manager approves contracts from{' '}
        {APPROVAL_TIERS.generalManager}. Contracts {APPROVAL_TIERS.commission} need the approval of the
        Consolidated Commission on Utilities, GPA&apos;s elected governing commission. Contracts of{' '}
        {APPROVAL_TIERS.publicUtilitiesCommission} also need the approval of the Guam Public Utilities
        Commission.
      </p>
      <h3>General Manager Approval ({APPROVAL_TIERS.generalManager})</h3>
      <ContractTable query={generalManagerContracts} label="Contracts approved by the General Manager" />
      <h3>Consolidated Commission on Utilities Approval</h3>
      <ContractTable
        query={commissionContracts}
        label="Contracts approved by the Consolidated Commission on Utilities"
      />
      <h3>Public Utilities Commission Approval ({APPROVAL_TIERS.publicUtilitiesCommission})</h3>
      <ContractTable query={pucContracts} label="Contracts approved by the Public Utilities Commission" />

      <h2>Sole Source</h2>
      <p>
        A sole source procurement is allowed only when a good or service is available from one source, as
        documented in writing and approved under Guam procurement law. Awarded sole source procurements are
        published on the{' '}
        <ExternalLink href={listByLabel('Awarded Sole Source')}>Awarded Sole Source list</ExternalLink>.
      </p>

      <h2>Procurement Lists</h2>
      <p>Every notice is also published on the open government procurement site:</p>
      <ul>
        {PROCUREMENT_LISTS.map((list) => (
          <li key={list.label}>
            <ExternalLink href={list.href}>{list.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
