import { ContactPhone, hoursAfter, LinkCards, Page, useContact } from '@gpa/shared-ui';
import { Banner } from '../../components/Banner';
import { Block } from '../../components/Block';
import { CardIcon } from '../../components/CardIcon';
import { CollectionView } from '../../components/CollectionView';
import { DataTable } from '../../components/DataTable';
import { FaqAccordion } from '../../components/FaqAccordion';
import { useAlertGlossary, usePowerAlertFaqs } from '../../content/service';
import { CONTACT, EXTERNAL } from '../../content/externalLinks';
import { CONTACT_TITLES, contactItemsRead } from '../../content/contacts';

/** The text commands a customer sends to the alerts number. */
export const TEXT_COMMANDS: { command: string; action: string }[] = [
  { command: 'OUT', action: 'Report a power outage at your service address.' },
  { command: 'STATUS', action: 'Get the latest restoration status of your outage.' },
  { command: 'QUIT', action: 'Stop receiving power alerts.' },
  { command: 'ENROLL', action: 'Sign up to receive power alerts.' },
  { command: 'HELP', action: 'Get the list of commands.' },
];

/** Power alerts: text alerts about outages, the commands, the alert words and where to go next. */
export default function PowerAlertsPage() {
  const faqs = usePowerAlertFaqs();
  const glossary = useAlertGlossary();
  const alerts = useContact(contactItemsRead, CONTACT_TITLES.powerAlerts);
  const customerService = useContact(contactItemsRead, CONTACT_TITLES.customerService);
  return (
    <Page title="Power Alerts">
      <Banner lead="Outage alerts, right on your phone.">
        Get a text when an outage affects your account, and report one with a single word.
      </Banner>

      <Block title="Text commands">
        <p>
          Text a command to the power alerts number,{' '}
          <strong>
            <ContactPhone fact={alerts} text fallback="the toll-free alerts number" />
          </strong>{' '}
          (toll-free), from the cell phone number on your account.
        </p>
        <DataTable
          caption="Power alert text commands"
          columns={['Text', 'What it does']}
          rows={TEXT_COMMANDS.map(({ command, action }) => [command, action])}
        />
        <ul>
          <li>One cell phone number per account can receive alerts.</li>
          <li>Accounts with a cell phone number on file were enrolled automatically on 12 September 2020.</li>
        </ul>
      </Block>

      <Block title="Frequently asked questions">
        <CollectionView
          query={faqs}
          what="power alert questions"
          empty="No questions have been published yet."
        >
          {(items) => <FaqAccordion items={items} />}
        </CollectionView>
      </Block>

      <Block title="Glossary of alert words">
        <CollectionView query={glossary} what="alert words" empty="No alert words have been published yet.">
          {(items) => (
            <dl>
              {items.map(({ id, attributes }) => (
                <div key={id}>
                  <dt>
                    <strong>{attributes.word}</strong>
                  </dt>
                  <dd>{attributes.meaning}</dd>
                </div>
              ))}
            </dl>
          )}
        </CollectionView>
      </Block>

      <Block title="Customer service">
        <p>
          Questions about your account or alerts? Call customer service at{' '}
          <ContactPhone fact={customerService} fallback={CONTACT.customerService.label} />
          {hoursAfter(customerService)}. To report an outage at any hour, call the trouble line at{' '}
          <a href={CONTACT.troubleLine.href}>{CONTACT.troubleLine.label}</a>.
        </p>
      </Block>

      <Block title="Looking for">
        <LinkCards
          cards={[
            { title: 'Current outages', icon: <CardIcon name="alert" />, href: EXTERNAL.outages },
            { title: 'Storm safety', icon: <CardIcon name="home" />, to: '/in-our-community/safety' },
            { title: 'Ways to pay', icon: <CardIcon name="autopay" />, to: '/ways-to-pay' },
            { title: 'Contact us', icon: <CardIcon name="link" />, to: '/contact-us' },
          ]}
        />
      </Block>
    </Page>
  );
}
