import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the URL's #anchor once the page has rendered on the client (/in-our-community#e-newsletter
 * from another page). A server-rendered page already has the element when the browser looks for it.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
