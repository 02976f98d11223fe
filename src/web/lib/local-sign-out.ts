import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { refreshSession } from './auth-client';
import { quietUserTraffic } from './quiet-sign-out';
import { STORAGE_KEYS, safeStorage } from './storage-keys';

/**
 * Ends the session on this device without the user asking: after it was ended from another
 * device, or after 24 hours of inactivity. Signing out also ends the server's session record and
 * tells this browser's other tabs; when the server cannot be reached the session is re-read, so
 * a session the server already refused still leaves the page signed out.
 */
export async function signOutLocally(
  queryClient: QueryClient,
  message: { title: string; description: string },
): Promise<void> {
  safeStorage.remove(STORAGE_KEYS.lastActivity);
  // the session is over either way: nothing more is asked for with it
  await quietUserTraffic(queryClient);
  try {
    // better-auth's client is loaded only now: the first load does without it
    const { authClient } = await import('./auth-actions');
    const { error } = await authClient.signOut();
    if (error) void refreshSession();
  } catch {
    void refreshSession();
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' });
  toast.warning(message.title, { description: message.description, id: 'session-ended' });
}
