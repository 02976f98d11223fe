import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { pageBasename } from './texts';

/**
 * The app around its routes, under the page's language prefix (links stay in the language); the
 * server gives its own router (a static location) as `router`.
 */
export function App({
  queryClient,
  router = (routes) => <BrowserRouter basename={pageBasename()}>{routes}</BrowserRouter>,
}: {
  queryClient?: QueryClient;
  router?: (routes: ReactNode) => ReactNode;
}) {
  return <AppProviders queryClient={queryClient}>{router(<AppRoutes />)}</AppProviders>;
}
