// Where the site keeps its own files (the release history, the signals store): a folder beside the site
// folder (deploy/site -> deploy/site-state), outside what nginx or the site server serves.
import path from 'node:path';

/** The state folder of a site folder: its sibling named `<site folder>-state`. */
export const siteStateDirOf = (siteDir: string): string => `${path.resolve(siteDir)}-state`;
