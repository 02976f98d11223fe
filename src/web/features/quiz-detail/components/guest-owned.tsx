import { formatDateTime } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { BadgeCheck, Play } from 'lucide-react';
import { Link } from 'react-router';

/** A visitor whose browser holds an active guest access to this quiz: play, not buy. */
export function GuestOwned({ quizId, expiresAt }: { quizId: string; expiresAt: string }) {
  return (
    <div className="flex flex-col gap-3" data-testid="guest-owned">
      <Badge className="gap-1.5 px-3 py-1 text-sm">
        <BadgeCheck aria-hidden="true" />
        {uz.quizDetail.owned}
      </Badge>
      <p className="text-sm text-muted-foreground">
        {uz.quizDetail.guestAccessUntil(formatDateTime(expiresAt))}
      </p>
      <Button asChild size="lg">
        <Link to={`/play/${encodeURIComponent(quizId)}`}>
          <Play aria-hidden="true" />
          {uz.quizDetail.play}
        </Link>
      </Button>
    </div>
  );
}
