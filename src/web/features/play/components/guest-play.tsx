import { formatDateTime } from '@shared/i18n/format';
import { guestPageTexts } from '@shared/i18n/guest-pages';
import { uz } from '@shared/i18n/uz';
import type { GuestPlay } from '@shared/schemas/play';
import { useQuery } from '@tanstack/react-query';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { Clock, Undo2, UserCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { playIntroQueryOptions } from '../api/get-play-intro';

/**
 * "Mehmon sifatida kirish: 24 noyabr 2026, 18:30 gacha" above every view while this browser plays as a
 * guest. It reads the intro the page already loads (same query, no request of its own).
 */
export function GuestPlayNotice({ quizId }: { quizId: string }) {
  const { data } = useQuery({ ...playIntroQueryOptions(quizId), enabled: false });
  const guest = data?.guest;
  if (guest?.state !== 'active') return null;
  return (
    <div
      role="note"
      data-testid="guest-play-notice"
      className="flex flex-col gap-0.5 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-3"
    >
      <span className="inline-flex items-center gap-2 font-semibold">
        <UserRound className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {uz.quizDetail.guestAccessUntil(formatDateTime(guest.expiresAt))}
      </span>
      <span className="text-muted-foreground">{guestPageTexts.play.noticeHint}</span>
    </div>
  );
}

/**
 * The 24 hours are over (or the payment was refunded, or the purchase moved to an account): why
 * play is refused and what to do.
 */
export function GuestClosedView({ guest, quizId }: { guest: GuestPlay; quizId: string }) {
  if (guest.state === 'refunded') {
    return (
      <StatusPanel
        icon={Undo2}
        headingLevel="h1"
        title={guestPageTexts.play.refundedTitle}
        message={guestPageTexts.play.refundedMessage}
      >
        <Button asChild>
          <Link to={`/guest-checkout/${encodeURIComponent(quizId)}`}>{guestPageTexts.play.buyAgain}</Link>
        </Button>
      </StatusPanel>
    );
  }
  if (guest.state === 'merged') {
    return (
      <StatusPanel
        icon={UserCheck}
        headingLevel="h1"
        title={guestPageTexts.play.mergedTitle}
        message={guestPageTexts.play.mergedMessage}
      >
        <Button onClick={() => openAuthDialog('signin')}>{guestPageTexts.play.signIn}</Button>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={Clock}
      headingLevel="h1"
      title={guestPageTexts.play.expiredTitle}
      message={guestPageTexts.play.expiredMessage}
      className="border-destructive/40"
    >
      <Button asChild>
        <Link to={`/guest-checkout/${encodeURIComponent(quizId)}`}>{guestPageTexts.play.buyAgain}</Link>
      </Button>
      <Button variant="outline" onClick={() => openAuthDialog('signup')}>
        {guestPageTexts.play.signUp}
      </Button>
    </StatusPanel>
  );
}
