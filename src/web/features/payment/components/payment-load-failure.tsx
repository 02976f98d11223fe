import { paymentStatusTexts as t } from '@shared/i18n/payment-status';
import { uz } from '@shared/i18n/uz';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { PaymentViewer } from '../payment-view';

/**
 * The payment could not be read. Not found (404, or a malformed id: 400) means it is not the
 * viewer's: a signed-out visitor is told it is neither this browser's guest payment nor theirs
 * without signing in; anything else is a failure to retry.
 */
export function PaymentLoadFailure({
  viewer,
  error,
  onRetry,
  retrying,
}: {
  viewer: PaymentViewer;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (!(isApiError(error) && (error.status === 404 || error.status === 400))) {
    return <SectionError message={t.loadFailed} onRetry={onRetry} retrying={retrying} />;
  }
  if (viewer === 'learner') {
    return (
      <StatusPanel icon={SearchX} title={t.notFoundTitle} message={t.notFoundMessage}>
        <Button asChild variant="outline">
          <Link to="/cart">{uz.payment.backToCart}</Link>
        </Button>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel icon={SearchX} title={t.notFoundTitle} message={t.guestNotFoundMessage}>
      <Button onClick={() => openAuthDialog('signin')}>{t.signIn}</Button>
      <Button asChild variant="outline">
        <Link to="/">{t.home}</Link>
      </Button>
    </StatusPanel>
  );
}
