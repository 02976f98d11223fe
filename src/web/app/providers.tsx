import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { initTheme } from '@web/lib/theme';
import { toastRequested } from '@web/lib/toast';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

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

const ThemedToaster = lazy(() => import('./toaster').then((m) => ({ default: m.ThemedToaster })));

/**
 * The Toaster mounts once the first screen is up (idle time), or at once when a toast is asked
 * for earlier (lib/toast loads sonner): sonner replays the toasts made before it subscribed.
 */
function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    const want = () => {
      if (live) setWanted(true);
    };
    void toastRequested.then(want);
    const idle = window.requestIdleCallback?.(want, { timeout: 3000 }) ?? window.setTimeout(want, 1000);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

/** `queryClient`: one the page's data was put in before rendering (server rendering, hydration). */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => initTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
