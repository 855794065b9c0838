import { Page, useLocation } from '@gpa/shared-ui';
import { Prose } from '../corporate-common/Prose';
import { CORPORATE_SCREENS } from './screens';

/** One static corporate screen, chosen by the address (every screen route points here). */
export default function CorporateScreenPage() {
  const { pathname } = useLocation();
  const screen = CORPORATE_SCREENS[pathname.replace(/\/+$/, '')];
  if (!screen) return <Page title="Page not found">This page does not exist.</Page>;
  return (
    <Page title={screen.title} intro={screen.intro}>
      <Prose>{screen.body}</Prose>
    </Page>
  );
}
