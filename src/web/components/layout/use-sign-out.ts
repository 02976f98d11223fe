import { uz } from '@shared/i18n/uz';
import { useQueryClient } from '@tanstack/react-query';
import { authErrorInfo, networkErrorInfo } from '@web/lib/auth-errors';
import { quietUserTraffic, refreshGuestData } from '@web/lib/quiet-sign-out';
import { toast } from '@web/lib/toast';
import { useNavigate } from 'react-router';

/** Signs out, forgets user data held in the cache, and says so in a toast. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const undo = await quietUserTraffic(queryClient);
    try {
      // better-auth's client is loaded on press: the first load does without it
      const { authClient } = await import('@web/lib/auth-actions');
      const { error } = await authClient.signOut();
      if (error) {
        undo();
        toast.error(uz.toast.error, { description: authErrorInfo(error, uz.clientErrors.INTERNAL).message });
        return;
      }
    } catch {
      undo();
      toast.error(uz.toast.error, { description: networkErrorInfo().message });
      return;
    }
    await refreshGuestData(queryClient);
    toast.success(uz.toast.signOut, { description: uz.accountNotices.signOutSuccess });
    navigate('/');
  };
}
