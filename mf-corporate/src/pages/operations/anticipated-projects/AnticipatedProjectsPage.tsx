import { Page } from '@gpa/shared-ui';
import { BackToOperations } from '../BackToOperations';

/** Projects GPA plans for the coming years (static). */
export default function AnticipatedProjectsPage() {
  return (
    <Page
      title="Anticipated Projects"
      intro="Projects planned to meet Guam's renewable targets and keep the lights on."
    >
      <ul>
        <li>Completion of the 198 MW combined cycle power plant.</li>
        <li>Further renewable energy resource acquisitions, with solar paired with battery storage.</li>
        <li>Substation upgrades and hardening of transmission lines against typhoons.</li>
        <li>Smart grid and advanced metering improvements.</li>
      </ul>
      <BackToOperations />
    </Page>
  );
}
