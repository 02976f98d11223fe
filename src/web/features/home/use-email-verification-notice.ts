import { uz } from '@shared/i18n/uz';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { toast } from '@web/lib/toast';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

const PARAMS = ['verified', 'error', 'error_description'] as const;

/**
 * The email confirmation link lands on /?verified=1 (better-auth appends &error=... when the
 * token is bad). Say how it went, open sign-in on success, then clean the URL.
 */
export function useEmailVerificationNotice(): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const verified = params.get('verified');
  const error = params.get('error');

  useEffect(() => {
    if (handled.current || (verified === null && error === null)) return;
    handled.current = true;
    if (error) {
      toast.error(uz.accountNotices.verifyLinkInvalid);
    } else if (verified === '1') {
      toast.success(uz.accountNotices.emailVerified);
      openAuthDialog('signin', 'email');
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [verified, error, setParams]);
}
