import type { DeviceKind } from '@shared/domain/devices';
import { formatUzPhone } from '@shared/domain/phone';
import { adminSessions } from '@shared/i18n/admin/sessions';
import { formatDateTime } from '@shared/i18n/format';
import type { AdminSession } from '@shared/schemas/admin-sessions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatRelative } from '@web/lib/format-date';
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useId, useState } from 'react';

const t = adminSessions;

const DEVICE_ICONS: Record<DeviceKind, typeof Monitor> = {
  mobile: Smartphone,
  tablet: Tablet,
  desktop: Monitor,
};

export type SessionActions = {
  onTerminate: (session: AdminSession) => void;
  /** the session whose termination is on its way */
  terminatingId: string | null;
};

/** "Kompyuter · Chrome": the server's device label and browser name. */
export function deviceText(session: AdminSession): string {
  const browser = session.browser === 'unknown' ? t.unknownBrowser : session.browser;
  return `${session.deviceLabel} · ${browser}`;
}

export function SessionDevice({ session }: { session: AdminSession }) {
  const Icon = DEVICE_ICONS[session.deviceKind];
  const platform = session.deviceInfo.platform;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="font-medium">{deviceText(session)}</span>
        {platform ? <span className="truncate text-xs text-muted-foreground">{platform}</span> : null}
      </div>
    </div>
  );
}

export function SessionUser({ session }: { session: AdminSession }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{session.userName}</span>
      {session.userEmail ? (
        <span className="truncate text-sm text-muted-foreground">{session.userEmail}</span>
      ) : null}
      {session.userPhone ? (
        <span className="truncate text-sm text-muted-foreground tabular-nums">
          {formatUzPhone(session.userPhone)}
        </span>
      ) : null}
      {session.current ? <CurrentBadge /> : null}
    </div>
  );
}

/** "Telefon · SMS kod", "Email · parol": how the session signed in. */
export function signInMethodText(session: AdminSession): string {
  if (!session.signInMethod) return t.unknownSignInMethod;
  const { way, detail } = t.signInMethods[session.signInMethod];
  return `${way} · ${detail}`;
}

function CurrentBadge() {
  return <Badge className="mt-1 bg-emerald-700 text-white">{t.current}</Badge>;
}

/** The user agent on one truncated line; the whole string on demand (it can be 300 characters). */
export function UserAgent({ userAgent }: { userAgent: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!userAgent) return <span className="text-xs text-muted-foreground">{t.noUserAgent}</span>;
  return (
    <div className="flex min-w-0 items-start gap-2 text-xs text-muted-foreground">
      <code id={id} className={open ? 'min-w-0 break-all' : 'min-w-0 truncate'} title={userAgent}>
        {userAgent}
      </code>
      <Button
        variant="link"
        size="sm"
        className="h-auto shrink-0 p-0 text-xs"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t.hideUserAgent : t.showUserAgent}
      </Button>
    </div>
  );
}

export function LastActivity({ session }: { session: AdminSession }) {
  return (
    <time dateTime={session.lastActivity} title={formatDateTime(session.lastActivity)}>
      {formatRelative(session.lastActivity)}
    </time>
  );
}

export function TerminateButton({
  session,
  onTerminate,
  terminatingId,
}: { session: AdminSession } & SessionActions) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="text-destructive hover:text-destructive"
      disabled={terminatingId === session.id}
      aria-busy={terminatingId === session.id}
      aria-label={t.terminateLabel(session.userName, deviceText(session))}
      onClick={() => onTerminate(session)}
    >
      <LogOut aria-hidden="true" />
      {t.terminate}
    </Button>
  );
}
