import { Collapsible, Link, Page } from '@gpa/shared-ui';
import { Banner } from '../../components/Banner';
import { Block } from '../../components/Block';

/** The peak hours the campaign asks customers to avoid. */
export const PEAK_HOURS = '5PM to 11PM';

const TIPS = [
  'Set your air conditioner to 78 degrees or higher; each degree lower costs about 8 percent more.',
  'Run the washer, dryer and dishwasher before 5PM or after 11PM.',
  'Turn off lights, fans and televisions in empty rooms.',
  'Cook with a microwave or slow cooker instead of the oven.',
  'Put your water heater on a timer (about $60) so it does not heat during peak hours.',
  'Charge phones, laptops and electric vehicles outside peak hours.',
];

/** Beat the Peak: the conservation campaign, its peak hours and what each household can do. */
export default function BeatThePeakPage() {
  return (
    <Page title="Beat the Peak">
      <Banner lead={`Use less power from ${PEAK_HOURS}.`}>
        When everyone saves a little at peak time, the lights stay on for all of us.
      </Banner>
      <Collapsible title="About Beat the Peak" fitContent>
        <p>
          Demand for power on Guam is highest every evening between {PEAK_HOURS}, when families come home,
          cook and cool their homes. While generation capacity is short, that peak can exceed what the power
          plants can supply and force rotating outages. Beat the Peak asks every home and business to shift
          what it can outside those hours.
        </p>
        <p>
          See the projects restoring capacity on <Link to="/brighterdaysahead">Brighter Days Ahead</Link>.
        </p>
      </Collapsible>
      <Block title={`Peak hours: ${PEAK_HOURS}, every day`}>
        <p>Use less power from {PEAK_HOURS}, when the island uses the most.</p>
      </Block>
      <Block title="Tips to beat the peak">
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p>
          More ideas: <Link to="/energy-saving-tips">energy-saving tips</Link> and{' '}
          <Link to="/rebates">rebates</Link>.
        </p>
      </Block>
    </Page>
  );
}
