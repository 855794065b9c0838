// The providers every page renders inside: theme, global styles, emotion cache, query client, render clock.
import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';
import { createEmotionCache } from './emotionCache';
import { createQueryClient } from './queryClient';
import { RenderClockContext } from './renderClock';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server passes a fresh cache per render to collect the page's styles. */
  emotionCache?: EmotionCache;
  /** The server render's instant: the page's time-dependent parts use it until hydration is done (renderClock.ts). */
  renderedAt?: number;
}

/** Theme, global styles and the server-state cache: one set for the whole site (or one standalone area). */
export function AppProviders({ children, queryClient, emotionCache, renderedAt }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [cache] = useState(() => emotionCache ?? createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          <RenderClockContext value={renderedAt}>{children}</RenderClockContext>
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
