import { Page } from '@gpa/shared-ui';
import { BackToOperations } from '../BackToOperations';

/** Projects, forecasts and studies behind GPA's planning (static). */
export default function ProjectsForecastsStudiesPage() {
  return (
    <Page
      title="Projects, Forecasts and Studies"
      intro="The studies GPA uses to decide what to build and when."
    >
      <h2>Load forecast</h2>
      <p>
        Peak demand and energy sales are forecast for twenty years from population, tourism, military build-up
        and efficiency trends.
      </p>
      <h2>Resource studies</h2>
      <p>
        Renewable resource, storage and fuel price studies feed the Integrated Resource Plan and the Clean
        Energy Master Plan.
      </p>
      <h2>System studies</h2>
      <p>
        Transmission, stability and interconnection studies confirm that new solar and storage can join the
        island grid reliably.
      </p>
      <BackToOperations />
    </Page>
  );
}
