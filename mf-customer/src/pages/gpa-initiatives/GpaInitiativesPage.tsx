import { Link, LinkCards, Page } from '@gpa/shared-ui';
import { Block } from '../../components/Block';
import { CardIcon } from '../../components/CardIcon';
import { EXTERNAL } from '../../content/externalLinks';

/** GPA initiatives: the clean energy plan, operations and savings tips, with links to videos and resources. */
export default function GpaInitiativesPage() {
  return (
    <Page
      title="GPA Initiatives"
      intro="How GPA is building a cleaner, more reliable and more affordable power system for Guam."
    >
      <LinkCards
        cards={[
          {
            title: 'Clean Energy Master Plan',
            description: 'Our roadmap to 50 percent renewable energy by 2030 and 100 percent by 2045.',
            icon: <CardIcon name="document" />,
            to: '/gpa-initiatives/clean-energy-master-plan',
          },
          {
            title: 'Power to Serve and Operations',
            description: 'How our operations run the island’s power plants and grid more efficiently.',
            icon: <CardIcon name="usage" />,
            to: '/corporate/operations',
          },
          {
            title: 'Energy Sense Savings Guide',
            description: 'Practical ways to lower your bill at home and at work.',
            icon: <CardIcon name="home" />,
            href: EXTERNAL.savingsTips,
          },
        ]}
      />
      <Block title="What we’re doing">
        <ul>
          <li>
            <Link to="/gpa-initiatives/what-were-doing/information-videos">Information videos</Link>
          </li>
          <li>
            <Link to="/gpa-initiatives/other-resources">Other energy resources</Link>
          </li>
        </ul>
      </Block>
    </Page>
  );
}
