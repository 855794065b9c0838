// Content the tests compare pages with, read from the tests' content service as the site reads it.
import { contentUrl } from './adminApi';

/** The payment method that carries the mobile app's two store links (App Store, Google Play). */
export async function mobileAppMethod(): Promise<{ appStoreLink: string; googlePlayLink: string }> {
  const answer = await fetch(`${contentUrl}/api/payment-methods?pagination[pageSize]=100`);
  const body: unknown = await answer.json();
  const items =
    body && typeof body === 'object' && 'data' in body && Array.isArray(body.data) ? body.data : [];
  for (const item of items) {
    const fields = item && typeof item === 'object' && 'attributes' in item ? item.attributes : item;
    if (fields && typeof fields === 'object' && 'appStoreLink' in fields && 'googlePlayLink' in fields) {
      const { appStoreLink, googlePlayLink } = fields;
      if (typeof appStoreLink === 'string' && typeof googlePlayLink === 'string')
        return { appStoreLink, googlePlayLink };
    }
  }
  throw new Error('no payment method with both store links in the content service');
}
