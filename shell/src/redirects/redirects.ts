// Addresses of the old site that must keep working, in one table the router reads. Only the exact
// path matches (case-sensitive, no prefix): anything else under it is a normal 404.
import { contentRead } from '@gpa/shared-ui';
import { EXTERNAL_LINKS } from '../navigation/externalLinks';

export type RedirectTarget =
  /** A page of this site. */
  | { kind: 'page'; path: string }
  /** Another site. */
  | { kind: 'external'; url: string }
  /** A file uploaded to the content service: the `content-files` entry with this Anchor. */
  | { kind: 'content-file'; anchor: string };

export interface Redirect {
  from: string;
  /** What the visitor is being sent to, shown while it loads or if it cannot be found. */
  label: string;
  target: RedirectTarget;
}

/** The `content-files` entry a content-file redirect leads to: read by the server (to answer a redirect) and the page. */
export const contentFileRead = (anchor: string) =>
  contentRead('content-files', { filters: { Anchor: { $eq: anchor } }, populate: ['File'] });

const page = (path: string): RedirectTarget => ({ kind: 'page', path });
const contentFile = (anchor: string): RedirectTarget => ({ kind: 'content-file', anchor });

export const REDIRECTS: readonly Redirect[] = [
  { from: '/index.php', label: 'Home', target: page('/') },
  { from: '/index.html', label: 'Home', target: page('/') },
  { from: '/home', label: 'Home', target: page('/') },
  { from: '/ratecalculator', label: 'Rate Calculator', target: page('/rate-calculator') },
  {
    from: '/energysense',
    label: 'Energy Sense',
    target: { kind: 'external', url: EXTERNAL_LINKS.energySense },
  },
  { from: '/milestones', label: 'GPA Milestones', target: contentFile('milestones') },
  { from: '/storm-restoration', label: 'Storm Restoration', target: contentFile('storm-restoration') },
  { from: '/damage-claim-form', label: 'Damage Claim Form', target: contentFile('damage-claim-form') },
];
