import styled from '@emotion/styled';
import {
  FileLinkList,
  Link,
  Page,
  QueryState,
  STAYS_IN_PLACE,
  type TabItem,
  tabInQuery,
  tabQuery,
  Tabs,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@gpa/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { useAdditionalResources, useTrainingClasses } from '../../content/operations';
import { LeacCharts } from './LeacCharts';
import { anchorTarget, CLASS_LABEL_LIMIT, groupByYear } from './operationsAnchors';

/** The operations subpages, linked from the Clean Energy Master Plan tab. */
export const OPERATIONS_SUBPAGES = [
  {
    to: '/corporate/operations/highlights-and-significant-events',
    label: 'Highlights and Significant Events',
  },
  { to: '/corporate/operations/projects-forecasts-and-studies', label: 'Projects, Forecasts and Studies' },
  { to: '/corporate/operations/anticipated-projects', label: 'Anticipated Projects' },
  { to: '/corporate/operations/planning-document-archive', label: 'Planning Document Archive' },
  { to: '/corporate/operations/renewable-resources-links', label: 'Renewable Resources Links' },
  { to: '/corporate/operations/planning-data', label: 'Planning Data' },
] as const;

// Sections a hash points at get focus; no outline box around a whole section.
const Anchored = styled.section`
  scroll-margin-top: ${({ theme }) => theme.space(2)};
  h2:focus {
    outline: none;
  }
`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Anchored id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </Anchored>
  );
}

function ClassesHeld() {
  const classes = useTrainingClasses();
  return (
    <QueryState query={classes} what="classes held">
      {(items) => {
        const years = groupByYear(items);
        if (years.length === 0) return <p>No classes have been posted yet.</p>;
        return years.map(({ year, items: yearClasses }) => (
          <section key={year} aria-labelledby={`classes-${year}`}>
            <h3 id={`classes-${year}`}>
              {year}: {yearClasses.length} classes
            </h3>
            <FileLinkList items={yearClasses} maxLabel={CLASS_LABEL_LIMIT} />
          </section>
        ));
      }}
    </QueryState>
  );
}

function AdditionalResources() {
  const resources = useAdditionalResources();
  return (
    <QueryState query={resources} what="additional resources">
      {(items) => <FileLinkList items={items} emptyText="No additional resources have been posted yet." />}
    </QueryState>
  );
}

const TABS: TabItem[] = [
  {
    id: 'power-to-save',
    label: 'Power to Save',
    content: (
      <>
        <p>
          Every kilowatt-hour GPA does not have to burn fuel for keeps the LEAC fuel charge down. Power to
          Save covers how we protect revenue, stop energy theft and keep our plants within their environmental
          permits.
        </p>
        <Section id="audit-and-revenue" title="Audit and Revenue Protection">
          <p>
            The Internal Audit and Revenue Protection teams review billing accuracy, meter tampering and
            unauthorised connections. Energy theft raises the cost of power for every customer: report
            suspected theft confidentially to (671) 648-3000.
          </p>
        </Section>
        <Section id="planning-and-environmental-compliance" title="Planning and Environmental Compliance">
          <p>
            GPA plans its generation to meet federal Clean Air Act and Clean Water Act requirements, reports
            emissions to the U.S. Environmental Protection Agency and Guam EPA, and retires older, less
            efficient units as cleaner capacity comes online.
          </p>
        </Section>
      </>
    ),
  },
  {
    id: 'clean-energy-master-plan',
    label: 'Clean Energy Master Plan',
    content: (
      <>
        <p>
          The Clean Energy Master Plan sets the path to 50% renewable or non-emission energy by 2030 and 100%
          by 2045: solar with storage, a new 198 MW combined cycle plant and demand-side programmes. Read the{' '}
          <Link to="/gpa-initiatives/clean-energy-master-plan">Clean Energy Master Plan</Link> and the{' '}
          <Link to="/corporate/news/integrated-resource-plan">Integrated Resource Plan</Link>.
        </p>
        <Section id="planning-and-operations" title="Planning and Operations">
          <p>System planning reports, forecasts and data behind the plan:</p>
          <ul>
            {OPERATIONS_SUBPAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </Section>
      </>
    ),
  },
  {
    id: 'other-resources',
    label: 'Other Resources',
    content: (
      <>
        <Section id="leac-performance" title="LEAC Performance">
          <p>
            The Levelized Energy Adjustment Clause (LEAC) recovers fuel costs and is reviewed every six
            months. These charts show how efficiently our plants turned fuel into power in each LEAC period.
          </p>
          <LeacCharts />
        </Section>
        <Section id="additional-resources" title="Additional Resources">
          <AdditionalResources />
        </Section>
        <Section id="classes-held" title="Classes Held">
          <ClassesHeld />
        </Section>
      </>
    ),
  },
];

// The address parameter that names the shown tab.
const TAB_PARAM = 'tab';

/**
 * Power to Serve and Operations: three tabs, each at its address (`?tab=`); a URL hash naming one of the
 * anchors opens its tab and scrolls to it.
 */
export default function OperationsPage() {
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shownTab = tabInQuery(TAB_PARAM, TABS, params) ?? TABS[0]?.id;

  // After hydration only (the server has no hash): the section's tab becomes the address's, the hash kept,
  // and once it shows, the section is scrolled to and focused.
  useEffect(() => {
    const target = anchorTarget(hash);
    if (!target) return;
    if (target.tab !== shownTab) {
      const search = tabQuery(TAB_PARAM, TABS, target.tab).toString();
      void navigate({ search, hash }, { replace: true, state: STAYS_IN_PLACE });
      return;
    }
    const section = document.getElementById(target.id);
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [hash, shownTab, navigate]);

  return (
    <Page
      title="Power to Serve and Operations"
      intro="How GPA runs, plans and measures its power system: energy efficiency, the clean energy transition and plant performance."
    >
      <Tabs label="Operations topics" param={TAB_PARAM} tabs={TABS} />
    </Page>
  );
}
