// One menu or footer link: a page of the site or an external address, and its list key.
import { ExternalLink, Link } from '@gpa/shared-ui';
import type { MenuLink } from './menu';

/** A list key for a link: two areas may give two entries of one group the same label. */
export const linkKey = (link: MenuLink) => `${link.label} ${link.kind === 'page' ? link.to : link.href}`;

/** One navigation link: a client-side link to a page of the site, or a safe new-tab link elsewhere. */
export function MenuLinkItem({ link }: { link: MenuLink }) {
  return link.kind === 'page' ? (
    <Link to={link.to}>{link.label}</Link>
  ) : (
    <ExternalLink href={link.href}>{link.label}</ExternalLink>
  );
}
