import { ThemeProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';
import { createQueryClient } from './queryClient';

/** Theme, global styles and the server-state cache: one set for the whole site (or one standalone area). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
