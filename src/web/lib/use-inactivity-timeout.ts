import { uz } from '@shared/i18n/uz';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { useEffect, useRef } from 'react';
import { useSessionUser } from './auth-client';
import {
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_WARNING_MS,
  readLastActivity,
  startInactivityWatch,
} from './inactivity';
import { signOutLocally } from './local-sign-out';
import { STORAGE_KEYS, safeStorage } from './storage-keys';

const WARNING_TOAST_ID = 'inactivity-warning';

const expiredMessage = () => ({ title: uz.inactivity.expiredTitle, description: uz.inactivity.expired });

/**
 * The client session's inactivity timeout (docs/product/learner-side.md sections 4 and 9), while someone is signed in:
 * a warning 5 minutes before the end; after 24 h without activity the user is told, the session
 * record is ended and the user is signed out. Mount once.
 */
export function useInactivityTimeout(): void {
  const queryClient = useQueryClient();
  const { user, isPending } = useSessionUser();
  const userId = user?.id ?? null;
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (isPending) return;
    if (!userId) {
      // A mark left without a sign-out means the session lapsed while the page was closed: say so
      // when it is older than the timeout (the server has ended that session by now as well).
      const stored = readLastActivity();
      if (stored !== null) {
        safeStorage.remove(STORAGE_KEYS.lastActivity);
        if (!wasSignedIn.current && Date.now() - stored >= INACTIVITY_TIMEOUT_MS) {
          toast.warning(uz.inactivity.expiredTitle, {
            description: uz.inactivity.expired,
            id: 'session-ended',
          });
        }
      }
      wasSignedIn.current = false;
      return;
    }
    wasSignedIn.current = true;
    const stop = startInactivityWatch({
      onWarning: () =>
        toast.warning(uz.inactivity.warningTitle, {
          id: WARNING_TOAST_ID,
          description: uz.inactivity.warning,
          duration: INACTIVITY_WARNING_MS,
        }),
      onActive: () => toast.dismiss(WARNING_TOAST_ID),
      onExpire: () => {
        toast.dismiss(WARNING_TOAST_ID);
        void signOutLocally(queryClient, expiredMessage());
      },
    });
    return () => {
      stop();
      toast.dismiss(WARNING_TOAST_ID);
    };
  }, [userId, isPending, queryClient]);
}
