import { Page, useCurrentRoute } from '@gpa/shared-ui';
import { Prose } from '../../components/Prose';
import { CORPORATE_SCREENS } from './screens';

/** One static corporate screen, chosen by its route (every screen route points here), titled by it. */
export default function CorporateScreenPage() {
  const { path, title } = useCurrentRoute();
  const screen = CORPORATE_SCREENS[path];
  if (!screen) return <Page title="Page not found">This page does not exist.</Page>;
  return (
    <Page title={title} intro={screen.intro}>
      <Prose>{screen.body}</Prose>
    </Page>
  );
}
