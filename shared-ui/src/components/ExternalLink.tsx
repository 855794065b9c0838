// A link that opens in a new tab without giving the page access to this one.
import type { AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab, safely (no window.opener, no referrer). */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
