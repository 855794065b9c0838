// The emotion style cache the server and the browser share a key for.
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One key for the server's and the browser's style cache: the browser's cache adopts the <style
 * data-emotion="gpa ..."> tags the server put in the page instead of inserting the same rules again.
 */
export const EMOTION_CACHE_KEY = 'gpa';

export const createEmotionCache = (): EmotionCache => createCache({ key: EMOTION_CACHE_KEY });
