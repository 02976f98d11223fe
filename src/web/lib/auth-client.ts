import type { Role } from '@shared/schemas/auth';
import { adminClient, emailOTPClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

function origin(): string {
  const value = typeof window === 'undefined' ? '' : window.location.origin;
  return value && value !== 'null' ? value : 'http://localhost';
}

export const authClient = createAuthClient({
  baseURL: origin(),
  basePath: '/api/auth',
  plugins: [adminClient(), emailOTPClient()],
  // Resolve `fetch` per call (better-auth would capture it once at start-up), so tests and
  // instrumentation that replace the global see every auth request.
  fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
});

/** What the web app reads from the session user (the server adds `role`; `name` is the full name). */
export type SessionUser = { id: string; name: string; email: string; role: Role };

/** The signed-in user, or null; `isPending` while the session is loading. */
export function useSessionUser(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = authClient.useSession();
  const raw = data?.user as (Partial<SessionUser> & { id: string }) | undefined;
  if (!raw) return { user: null, isPending };
  return {
    user: {
      id: raw.id,
      name: raw.name ?? '',
      email: raw.email ?? '',
      role: raw.role === 'ADMIN' ? 'ADMIN' : 'USER',
    },
    isPending,
  };
}
