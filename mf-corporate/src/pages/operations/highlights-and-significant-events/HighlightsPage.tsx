import { Page } from '@gpa/shared-ui';
import { BackToOperations } from '../BackToOperations';

/** Highlights and significant events of GPA's operations (static). */
export default function HighlightsPage() {
  return (
    <Page title="Highlights and Significant Events" intro="Milestones that shaped Guam's power system.">
      <ul>
        <li>
          2023: Typhoon Mawar damages the transmission and distribution system; crews restore power to
          hospitals and water facilities first.
        </li>
        <li>2023: a 60 MW solar farm with 40 MW of battery storage begins commercial operation.</li>
        <li>
          2024: the new 198 MW combined cycle plant passes 88% completion; the Beat the Peak campaign helps
          avoid load shedding.
        </li>
        <li>2025: the average residential bill drops by $53 a month as fuel costs fall.</li>
      </ul>
      <BackToOperations />
    </Page>
  );
}
