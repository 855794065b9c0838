import { ExternalLink, Link, Page } from '@gpa/shared-ui';
import { Block } from '../../components/Block';
import { EXTERNAL } from '../../content/externalLinks';

/** Track my energy consumption: the external usage portal and the rate calculator. */
export default function TrackMyEnergyConsumptionPage() {
  return (
    <Page
      title="Track My Energy Consumption"
      intro="Know how much energy you use, day by day, and take control of your bill."
    >
      <Block title="See your usage online">
        <p>
          The usage portal shows your daily and monthly kilowatt-hour use, compares it with past months and
          the weather, and lets you set alerts before a high bill arrives. Sign in with your GPA account
          number.
        </p>
        <p>
          <ExternalLink href={EXTERNAL.usagePortal}>View My Energy Usage</ExternalLink>
        </p>
      </Block>
      <Block title="Estimate your bill">
        <p>
          Enter your monthly kilowatt hours in the <Link to="/rate-calculator">rate calculator</Link> to see
          what your bill will be at today’s rates.
        </p>
      </Block>
      <Block title="Tips to use less">
        <p>
          Set your air conditioner to 78 degrees: each degree lower adds about 8 percent to its cost. Use less
          power during the peak hours of 5PM to 11PM — <Link to="/beatthepeak">Beat the Peak</Link> — and see
          our <Link to="/energy-saving-tips">energy-saving tips</Link>.
        </p>
      </Block>
    </Page>
  );
}
