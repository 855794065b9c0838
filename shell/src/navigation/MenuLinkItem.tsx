import { ExternalLink, Link } from '@gpa/shared-ui';
import type { MenuLink } from './menu';

/** One navigation link: a client-side link to a page of the site, or a safe new-tab link elsewhere. */
export function MenuLinkItem({ link }: { link: MenuLink }) {
  return link.kind === 'page' ? <Link to={link.to}>{link.label}</Link> : <ExternalLink href={link.href}>{link.label}</ExternalLink>;
}
