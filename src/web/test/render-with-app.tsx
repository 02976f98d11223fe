import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

/**
 * Renders a page under a memory router (at `path`, matched by `pattern` for pages that read route
 * params) with a fresh query client (no retries) and the toaster; `params()` reads the URL's query
 * as the page left it.
 */
export function renderWithApp(element: ReactNode, path = '/', pattern = '*') {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, params: () => new URLSearchParams(router.state.location.search) };
}
