import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { initTheme, useTheme } from '@web/lib/theme';
import { useMediaQuery } from '@web/lib/use-media-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Below the 768 px breakpoint the play screen's Keyingi/Yakunlash sit at the bottom. */
export const NARROW_SCREEN = '(max-width: 767px)';
/** the header's height plus a gap: a toast on a phone covers content, not the header's controls */
const BELOW_HEADER = 72;

export function ThemedToaster() {
  const { resolved } = useTheme();
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <Toaster
      theme={resolved}
      position={narrow ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: BELOW_HEADER }}
      richColors
      visibleToasts={1}
      duration={5000}
      closeButton
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => initTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ThemedToaster />
    </QueryClientProvider>
  );
}
