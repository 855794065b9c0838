/** A content link as a LinkCards destination: site paths navigate inside the site, the rest open a new tab. */
export const cardDestination = (link: string | null | undefined): { to: string } | { href: string } =>
  link?.startsWith('/') ? { to: link } : { href: link ?? '#' };
