import { Carousel, FileLinkList, MeetingScheduleTable, Page } from '@gpa/shared-ui';
import { Block } from '../../../components/Block';
import { CollectionView } from '../../../components/CollectionView';
import { FaqAccordion } from '../../../components/FaqAccordion';
import { textSlides } from '../../../components/SlideFrame';
import { useCempDocuments, useCempFaqs, useStakeholderMeetings } from '../../../content/initiatives';

const PLAN_SLIDES = [
  {
    id: 'goal-2030',
    label: '50 percent by 2030',
    text: 'Half of Guam’s electricity from renewable resources by 2030.',
  },
  {
    id: 'goal-2045',
    label: '100 percent by 2045',
    text: 'All of Guam’s electricity from renewable resources by 2045.',
  },
  {
    id: 'today',
    label: '16 percent today',
    text: 'About 16 percent of our energy is renewable today, up from almost none a decade ago.',
  },
  { id: 'solar', label: '60 MW of new solar', text: 'New solar farms add 60 MW of clean generation.' },
  {
    id: 'storage',
    label: '40 MW of storage',
    text: 'Battery storage keeps the grid stable when clouds pass and shifts solar power into the evening.',
  },
];

const PLANT_FEATURES = [
  'Cooled with up to 3 million gallons per day of treated sewer water instead of fresh groundwater.',
  '37 percent more fuel efficient than the old units it replaces, and 22 percent more than the other units.',
  'Runs on ultra-low-sulfur diesel now and on natural gas later, for cleaner air.',
  'Built to withstand typhoons and earthquakes, with fast start for quick recovery after outages.',
];

/** The Clean Energy Master Plan: goals, volumes, stakeholder meetings, the new 180 MW plant and FAQs. */
export default function CleanEnergyMasterPlanPage() {
  const documents = useCempDocuments();
  const meetings = useStakeholderMeetings();
  const faqs = useCempFaqs();
  return (
    <Page
      title="Clean Energy Master Plan"
      intro="GPA’s plan for a cleaner, more affordable and more reliable power system."
    >
      <Block title="Our clean energy goals">
        <Carousel label="Clean energy goals" autoplayMs={6000} slides={textSlides(PLAN_SLIDES)} />
      </Block>

      <Block title="Plan volumes">
        <CollectionView
          query={documents}
          what="plan volumes"
          empty="The plan volumes will be published here."
        >
          {(items) => <FileLinkList items={items} />}
        </CollectionView>
      </Block>

      <Block title="Stakeholder meetings">
        <CollectionView query={meetings} what="stakeholder meetings" empty="No meetings are scheduled yet.">
          {/* The same table and texts as the integrated resource plan page: one meeting never reads two ways. */}
          {(items) => <MeetingScheduleTable meetings={items} />}
        </CollectionView>
      </Block>

      <Block title="The new 180 MW power plant">
        <p>
          The new 180 MW combined cycle plant at Ukudu, a $400 million investment, replaces the oldest and
          least efficient baseload units. It works alongside 60 MW of solar and 40 MW of energy storage to
          lower fuel costs and emissions.
        </p>
        <h3>Features</h3>
        <ul>
          {PLANT_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Block>

      <Block title="Frequently asked questions">
        <CollectionView query={faqs} what="questions" empty="No questions have been published yet.">
          {(items) => <FaqAccordion items={items} />}
        </CollectionView>
      </Block>
    </Page>
  );
}
