// The React context that says how area code is loaded: the federation runtime, or the server's area builds.
import type { AreaRoutesModule, PublishedRoute } from '@gpa/shared-ui';
import { createContext } from 'react';
import { forgetAreaCode, loadAreaModule } from './areas';
import { holdsDocumentPage } from './heldPage';

/**
 * Where an area's code comes from: in the browser the federation runtime (the default); on the server the
 * area's server build, which the site server loads and passes in through this context.
 */
export interface AreaCode {
  /** The area's ./routes module; the same promise on every call (React's use() needs it). */
  load: (area: string) => Promise<AreaRoutesModule>;
  /** Forgets a failed load so that Retry really tries again. */
  forget: (area: string) => void;
  /**
   * Whether the route's page may wait for its code in a loading boundary of its own (HeldPageBoundary): on the
   * server every page that holds its code; in the browser the held document page, as the server rendered it.
   */
  holds: (route: PublishedRoute) => boolean;
}

export const AreaCodeContext = createContext<AreaCode>({
  load: loadAreaModule,
  forget: forgetAreaCode,
  holds: holdsDocumentPage,
});
