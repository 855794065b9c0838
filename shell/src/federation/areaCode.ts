// The React context that says how area code is loaded: the federation runtime, or the server's area builds.
import type { AreaRoutesModule } from '@gpa/shared-ui';
import { createContext } from 'react';
import { forgetAreaCode, loadAreaModule } from './areas';

/**
 * Where an area's code comes from: in the browser the federation runtime (the default); on the server the
 * area's server build, which the site server loads and passes in through this context.
 */
export interface AreaCode {
  /** The area's ./routes module; the same promise on every call (React's use() needs it). */
  load: (area: string) => Promise<AreaRoutesModule>;
  /** Forgets a failed load so that Retry really tries again. */
  forget: (area: string) => void;
}

export const AreaCodeContext = createContext<AreaCode>({ load: loadAreaModule, forget: forgetAreaCode });
