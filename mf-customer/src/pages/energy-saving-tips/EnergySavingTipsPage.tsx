import { Collapsible, ExternalLink, Link, Page } from '@gpa/shared-ui';
import { Block } from '../../components/Block';
import { EXTERNAL } from '../../content/externalLinks';
import { SAVING_TOPICS } from './savingTips';

/** Energy-saving tips: nine topics, each a panel of tips. */
export default function EnergySavingTipsPage() {
  return (
    <Page title="Energy-Saving Tips" intro="Small changes at home add up to real savings on your power bill.">
      {SAVING_TOPICS.map((topic) => (
        <Collapsible key={topic.id} title={topic.title} variant="white" fitContent>
          <ul>
            {topic.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Collapsible>
      ))}
      <Block title="Save more">
        <p>
          Get money back on efficient appliances with our <Link to="/rebates">rebates</Link>, use less at peak
          time with <Link to="/beatthepeak">Beat the Peak</Link>, and find more ideas on{' '}
          <ExternalLink href={EXTERNAL.savingsTips}>Energy Sense</ExternalLink>.
        </p>
      </Block>
    </Page>
  );
}
