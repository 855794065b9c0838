// Scrolls to the element the address's #hash names, once its content has arrived.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address names (#hours-and-locations) once `ready` (the content holding it
 * has arrived): a client-side navigation does not scroll by itself. A server-rendered page already has
 * the element when the browser looks for it. Runs only in the browser.
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}
