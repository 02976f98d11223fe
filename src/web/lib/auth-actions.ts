import { createAuthClient } from 'better-auth/client';
import { adminClient, emailOTPClient, phoneNumberClient } from 'better-auth/client/plugins';
import { broadcastSessionChange, refreshSession } from './session-store';

/*
 * better-auth's client, for the places that sign in (by email or phone), sign up, sign out or reset a password. It is
 * kept out of the first load: pages read the session through ./auth-client (a tiny store), and
 * the header's sign-out imports this module when it is pressed.
 */

function origin(): string {
  const value = typeof window === 'undefined' ? '' : window.location.origin;
  return value && value !== 'null' ? value : 'http://localhost';
}

/** The paths after which better-auth tells the other tabs to re-read their session. */
const BROADCAST_AFTER: Record<string, 'signout' | 'updateUser'> = {
  '/api/auth/sign-out': 'signout',
  '/api/auth/update-user': 'updateUser',
  '/api/auth/update-session': 'updateUser',
};

export const authClient = createAuthClient({
  baseURL: origin(),
  basePath: '/api/auth',
  plugins: [adminClient(), emailOTPClient(), phoneNumberClient()],
  fetchOptions: {
    // Resolve `fetch` per call (better-auth would capture it once at start-up), so tests and
    // instrumentation that replace the global see every auth request.
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
    // better-auth posts this message only while its own session store is in use, which the app
    // no longer mounts: post it here, in the same format, for the other tabs' session stores
    onSuccess: ({ request }) => {
      const trigger = BROADCAST_AFTER[new URL(String(request.url), origin()).pathname];
      if (trigger) broadcastSessionChange(trigger);
    },
  },
});

// After a sign-in, sign-out, password change... better-auth flips its session signal; the app's
// session store is the one that must read the session again.
authClient.$store.atoms.$sessionSignal?.listen(() => void refreshSession());
