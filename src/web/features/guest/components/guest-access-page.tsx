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
      <Link to="/quizzes">{guestPageTexts.access.catalog}</Link>
    </Button>
  );
}

/** What went wrong with the link, and what the guest can do about it. */
function FailurePanel({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  switch (failure) {
    case 'expired':
      return (
        <StatusPanel
          icon={Clock}
          headingLevel="h1"
          title={guestPageTexts.access.expiredTitle}
          message={guestPageTexts.access.expiredMessage}
        >
          <Button onClick={() => openAuthDialog('signup')}>{guestPageTexts.access.signUp}</Button>
          <CatalogButton />
        </StatusPanel>
      );
    case 'refunded':
      return (
        <StatusPanel
          icon={Undo2}
          headingLevel="h1"
          title={guestPageTexts.access.refundedTitle}
          message={guestPageTexts.access.refundedMessage}
        >
          <Button asChild>
            <Link to="/quizzes">{guestPageTexts.access.catalog}</Link>
          </Button>
        </StatusPanel>
      );
    case 'merged':
      return (
        <StatusPanel
          icon={UserCheck}
          headingLevel="h1"
          title={guestPageTexts.access.mergedTitle}
          message={guestPageTexts.access.mergedMessage}
        >
          <Button onClick={() => openAuthDialog('signin')}>{guestPageTexts.access.signIn}</Button>
        </StatusPanel>
      );
    case 'failed':
      return (
        <StatusPanel
          icon={CircleAlert}
          headingLevel="h1"
          title={guestPageTexts.access.title}
          message={guestPageTexts.access.failedMessage}
        >
          <Button onClick={onRetry}>{guestPageTexts.access.retry}</Button>
          <Button asChild variant="outline">
            <Link to="/">{guestPageTexts.access.home}</Link>
          </Button>
        </StatusPanel>
      );
    default:
      return (
        <StatusPanel
          icon={LinkIcon}
          headingLevel="h1"
          title={
            failure === 'noToken' ? guestPageTexts.access.noTokenTitle : guestPageTexts.access.notFoundTitle
          }
          message={
            failure === 'noToken'
              ? guestPageTexts.access.noTokenMessage
              : guestPageTexts.access.notFoundMessage
          }
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
          <p className="text-sm text-muted-foreground">{guestPageTexts.access.redeeming}</p>
        </div>
      )}
    </div>
  );
}
