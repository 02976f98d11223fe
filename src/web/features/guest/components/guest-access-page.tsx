import { guestPageTexts } from '@shared/i18n/guest-pages';
import { PageLoading } from '@web/components/page-loading';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { rememberGuestPurchase } from '@web/lib/guest-access';

import { CircleAlert, Clock, LinkIcon, Undo2, UserCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRedeemGuestAccess } from '../api/redeem-guest-access';

const t = guestPageTexts.access;

type Failure = 'noToken' | 'notFound' | 'expired' | 'refunded' | 'merged' | 'failed';

function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'GUEST_ACCESS_REFUNDED') return 'refunded';
  if (error.code === 'GUEST_ACCESS_EXPIRED' || error.status === 410) return 'expired';
  if (error.code === 'GUEST_ACCESS_MERGED') return 'merged';
  if (error.status === 404 || error.status === 400) return 'notFound';
  return 'failed';
}

function CatalogButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/quizzes">{t.catalog}</Link>
    </Button>
  );
}

/** What went wrong with the link, and what the guest can do about it. */
function FailurePanel({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  switch (failure) {
    case 'expired':
      return (
        <StatusPanel icon={Clock} headingLevel="h1" title={t.expiredTitle} message={t.expiredMessage}>
          <Button onClick={() => openAuthDialog('signup')}>{t.signUp}</Button>
          <CatalogButton />
        </StatusPanel>
      );
    case 'refunded':
      return (
        <StatusPanel icon={Undo2} headingLevel="h1" title={t.refundedTitle} message={t.refundedMessage}>
          <Button asChild>
            <Link to="/quizzes">{t.catalog}</Link>
          </Button>
        </StatusPanel>
      );
    case 'merged':
      return (
        <StatusPanel icon={UserCheck} headingLevel="h1" title={t.mergedTitle} message={t.mergedMessage}>
          <Button onClick={() => openAuthDialog('signin')}>{t.signIn}</Button>
        </StatusPanel>
      );
    case 'failed':
      return (
        <StatusPanel icon={CircleAlert} headingLevel="h1" title={t.title} message={t.failedMessage}>
          <Button onClick={onRetry}>{t.retry}</Button>
          <Button asChild variant="outline">
            <Link to="/">{t.home}</Link>
          </Button>
        </StatusPanel>
      );
    default:
      return (
        <StatusPanel
          icon={LinkIcon}
          headingLevel="h1"
          title={failure === 'noToken' ? t.noTokenTitle : t.notFoundTitle}
          message={failure === 'noToken' ? t.noTokenMessage : t.notFoundMessage}
        >
          <CatalogButton />
        </StatusPanel>
      );
  }
}

/**
 * /guest-access#<token>: the emailed link. The token travels in the fragment (never in server logs
 * or a Referer); it is redeemed into this browser's cookie, wiped from the address bar, and the
 * guest goes on playing.
 */
export function GuestAccessPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const redeem = useRedeemGuestAccess();
  const token = useRef(location.hash.replace(/^#/, '').trim());
  const started = useRef(false);
  const [failure, setFailure] = useState<Failure | null>(token.current ? null : 'noToken');

  const run = useRef(async () => {
    setFailure(null);
    try {
      const access = await redeem.mutateAsync(token.current);
      rememberGuestPurchase({
        quizId: access.quizId,
        email: access.email,
        purchaseId: access.purchaseId,
        expiresAt: Date.parse(access.expiresAt),
      });
      navigate(`/play/${encodeURIComponent(access.quizId)}`, { replace: true });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  useEffect(() => {
    if (started.current || !token.current) return;
    started.current = true;
    // the token leaves the address bar (history, shared screens) before anything else happens
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    void run.current();
  }, [navigate, location.pathname, location.search]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {failure ? (
        <FailurePanel failure={failure} onRetry={() => void run.current()} />
      ) : (
        <div className="flex flex-col items-center gap-2">
          <PageLoading />
          <p className="text-sm text-muted-foreground">{t.redeeming}</p>
        </div>
      )}
    </div>
  );
}
