// Where the content API and its files live, set once from the site manifest.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Where the content service lives; set once from the site manifest by whichever app boots first. */
export interface ContentConfig {
  /** Base of the REST API, e.g. "/api" or "https://cms.example.com/api". */
  apiUrl: string;
  /** Prefix for file urls from the content service ("" when files are served from the same origin). */
  filesUrl: string;
}

export const DEFAULT_CONTENT_CONFIG: ContentConfig = { apiUrl: '/api', filesUrl: '' };

// A vanilla store so non-React code (the content client) can read it; shared-ui is a federation
// singleton, so the shell and every area see this one instance.
export const contentConfigStore = createStore<ContentConfig>(() => DEFAULT_CONTENT_CONFIG);

export function configureContent(config: Partial<ContentConfig>): void {
  const next = { ...contentConfigStore.getState(), ...config };
  contentConfigStore.setState({
    apiUrl: next.apiUrl.replace(/\/+$/, ''),
    filesUrl: next.filesUrl.replace(/\/+$/, ''),
  });
}

export function useContentConfig(): ContentConfig {
  return useStore(contentConfigStore);
}
