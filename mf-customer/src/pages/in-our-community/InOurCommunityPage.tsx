import { LinkCards, Page, AreaComponent, useScrollToHash } from '@gpa/shared-ui';
import { Block } from '../../components/Block';
import { CardIcon } from '../../components/CardIcon';
import { FormWithoutScript } from '../../components/FormWithoutScript';

/** The section other pages link to as /in-our-community#e-newsletter. */
export const NEWSLETTER_ANCHOR = 'e-newsletter';

/** In our community: education, safety, partners, and the e-newsletter sign-up (from the tools area). */
export default function InOurCommunityPage() {
  useScrollToHash();
  return (
    <Page title="In Our Community" intro="Learning, safety and partnerships across the island.">
      <LinkCards
        cards={[
          {
            title: 'Educational Resources',
            description: 'Activity books, posters and school visits about energy and safety.',
            icon: <CardIcon name="document" />,
            to: '/in-our-community/educational-resources',
          },
          {
            title: 'Safety',
            description: 'Stay safe around electricity at home, outdoors and in storms.',
            icon: <CardIcon name="alert" />,
            to: '/in-our-community/safety',
          },
          {
            title: 'Community Partners & Programs',
            description: 'Programmes with the university sea grant and the energy office.',
            icon: <CardIcon name="link" />,
            to: '/in-our-community/community-partners-and-programs',
          },
        ]}
      />
      <Block id={NEWSLETTER_ANCHOR} title="E-Newsletter">
        <p>Get GPA news, outage updates and energy-saving ideas in your inbox.</p>
        <AreaComponent
          area="tools"
          module="./NewsletterSignup"
          title="E-Newsletter sign-up"
          withoutScript={
            <FormWithoutScript
              form="e-newsletters"
              page="/newsletter-sign-up"
              name="E-newsletter sign-up"
              submitLabel="Subscribe"
            />
          }
        />
      </Block>
    </Page>
  );
}
