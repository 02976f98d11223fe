import { formatUzPhone } from '@shared/domain/phone';
import { adminUsers } from '@shared/i18n/admin/users';
import { formatDate } from '@shared/i18n/format';
import type { AdminUser } from '@shared/schemas/admin-users';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { BadgeCheck, Ban, KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';

const t = adminUsers;

export type UserCardActions = {
  onChangeRole: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onRestrictions: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The initials with a dot: green while the user has an active sign-in. */
function Avatar({ user }: { user: AdminUser }) {
  return (
    <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
      {initials(user.name)}
      <span
        className={cn(
          'absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-card',
          user.signedIn ? 'bg-emerald-500' : 'bg-muted-foreground/40',
        )}
        title={user.signedIn ? t.card.online : t.card.offline}
        aria-hidden="true"
      />
    </span>
  );
}

function UserBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={user.role === 'ADMIN' ? 'default' : 'secondary'}>{t.roles[user.role]}</Badge>
      {user.email ? (
        <Badge
          variant="outline"
          className={user.emailVerified ? 'text-emerald-700 dark:text-emerald-400' : undefined}
        >
          {user.emailVerified ? <BadgeCheck aria-hidden="true" /> : null}
          {user.emailVerified ? t.card.verified : t.card.unverified}
        </Badge>
      ) : null}
      <span className="text-xs text-muted-foreground">{user.signedIn ? t.card.online : t.card.offline}</span>
    </div>
  );
}

/** One user: who, what they did here, and what an admin may do; the admin's own card cannot be deleted. */
export function UserCard({
  user,
  isSelf,
  actions,
}: {
  user: AdminUser;
  isSelf: boolean;
  actions: UserCardActions;
}) {
  const nameId = `admin-user-${user.id}-name`;
  const toAdmin = user.role === 'USER';
  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar user={user} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="leading-tight font-semibold break-words">
              {user.name || user.email || formatUzPhone(user.phoneNumber ?? '')}
            </h3>
            {isSelf ? <Badge className="bg-emerald-700 text-white">{t.card.you}</Badge> : null}
          </div>
          <p className="truncate text-sm text-muted-foreground">{user.email || t.card.noEmail}</p>
          {user.phoneNumber ? (
            <p className="text-sm text-muted-foreground tabular-nums">
              {t.card.phone(formatUzPhone(user.phoneNumber))}
            </p>
          ) : null}
          <UserBadges user={user} />
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <li>{t.card.joined(formatDate(user.createdAt))}</li>
        <li>{t.card.purchases(user.purchaseCount, user.freeClaimCount)}</li>
        <li>{t.card.results(user.resultCount)}</li>
        <li>{t.card.sessions(user.activeSessionCount)}</li>
      </ul>
      <p className="truncate font-mono text-xs text-muted-foreground" title={user.id}>
        {t.card.id}: {user.id}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={nameId}
          onClick={() => actions.onChangeRole(user)}
        >
          {toAdmin ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
          {toAdmin ? t.card.makeAdmin : t.card.makeUser}
        </Button>
        {user.email ? (
          // the reset link goes by email: a phone account resets by SMS code itself
          <Button
            variant="outline"
            size="sm"
            aria-describedby={nameId}
            onClick={() => actions.onResetPassword(user)}
          >
            <KeyRound aria-hidden="true" />
            {t.card.resetPassword}
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-describedby={nameId}
          onClick={() => actions.onRestrictions(user)}
        >
          <Ban aria-hidden="true" />
          {t.card.restrictions}
        </Button>
        {isSelf ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-describedby={nameId}
            onClick={() => actions.onDelete(user)}
          >
            <Trash2 aria-hidden="true" />
            {t.card.delete}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Placeholders of the cards' size while the first page loads. */
export function UserCardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index} className="flex flex-col gap-4 rounded-xl border bg-card p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-8 w-36" />
          </div>
        </li>
      ))}
    </ul>
  );
}
