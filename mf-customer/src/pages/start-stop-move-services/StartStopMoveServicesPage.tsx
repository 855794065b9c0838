import { Link, Page } from '@gpa/shared-ui';
import { Fragment } from 'react';
import { Block } from '../../components/Block';
import { CollectionView } from '../../components/CollectionView';
import { DataTable } from '../../components/DataTable';
import { MailText } from '../../components/MailText';
import { useDepositTable } from '../../content/service';
import { CONTACT } from '../../content/externalLinks';
import { APPLICATION_STEPS, SERVICE_FEES, SERVICE_LEAD_TIMES } from './serviceFacts';

/** Start, stop and move services: how to apply, the fees, the residential deposits by number of rooms. */
export default function StartStopMoveServicesPage() {
  const deposits = useDepositTable();
  return (
    <Page
      title="Start, Stop & Move Services"
      intro="Everything you need to open, close or move your electric service."
    >
      <Block title="Application information">
        {APPLICATION_STEPS.map((step) => (
          <Fragment key={step.title}>
            <h3>{step.title}</h3>
            <p>
              <MailText text={step.text} email={CONTACT.customerServiceEmail} />
            </p>
          </Fragment>
        ))}
      </Block>

      <Block title="Fees">
        <ul>
          <li>Application fee: ${SERVICE_FEES.applicationFee}.00</li>
          <li>Same-day connection fee: ${SERVICE_FEES.sameDayConnectionFee}.00</li>
          <li>Reconnection: includes the ${SERVICE_FEES.applicationFee}.00 application fee</li>
        </ul>
      </Block>

      <Block title="Deposits">
        <p>The deposit for residential service depends on the number of rooms of your home:</p>
        <CollectionView
          query={deposits}
          what="residential deposits"
          empty="The deposit table is not available yet. Please call customer service."
        >
          {(rows) => (
            <DataTable
              caption="Residential deposit by number of rooms"
              columns={['Number of rooms', 'Deposit']}
              rows={rows.map(({ attributes }) => [attributes.NumberOfRooms, attributes.DepositAmount])}
            />
          )}
        </CollectionView>
        <p>
          For other service classes the deposit is at most {SERVICE_FEES.otherDepositBillMultiple} times the
          estimated monthly bill and at least ${SERVICE_FEES.minimumOtherDeposit}.00. Deposits earn{' '}
          {SERVICE_FEES.depositInterestPercent} percent interest a year, credited to your account annually.
        </p>
      </Block>

      <Block title="New construction and lead times">
        <ul>
          <li>Stop-service requests: {SERVICE_LEAD_TIMES.stopServiceWorkingDays} working days ahead.</li>
          <li>
            Service applications for new construction: {SERVICE_LEAD_TIMES.applicationMonths} months before
            energization ({SERVICE_LEAD_TIMES.padMountedApplicationMonths} months for pad-mounted transformer
            projects).
          </li>
          <li>Inspections: {SERVICE_LEAD_TIMES.inspectionNoticeHours} hours notice.</li>
        </ul>
        <p>
          Plans, checklists and work-order forms are on the{' '}
          <Link to="/residential/forms-and-permits">residential</Link> and{' '}
          <Link to="/business/forms-and-permits">business</Link> forms and permits pages.
        </p>
      </Block>
    </Page>
  );
}
