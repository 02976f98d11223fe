import { browserName, type DeviceKind, deviceKind } from '@shared/domain/devices';
import { formatDateTime } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { UserSession } from '@shared/schemas/account';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useSignOut } from '@web/components/layout/use-sign-out';
import { StatusPanel } from '@web/components/status-panel';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatRelative } from '@web/lib/format-date';
import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useEndUserSession } from '../api/end-session';
import { useUserSessions } from '../api/get-sessions';
import { ListState } from './list-state';

const DEVICE_ICONS: Record<DeviceKind, typeof Monitor> = {
  mobile: Smartphone,
  tablet: Tablet,
  desktop: Monitor,
};

function describe(session: UserSession) {
  const kind = deviceKind(session.userAgent);
  const recorded = session.deviceInfo.browser;
  const browser =
    (recorded && recorded !== 'unknown' ? recorded : browserName(session.userAgent)) ??
    uz.userSessions.unknownBrowser;
  return { kind, device: uz.userSessions.devices[kind], browser };
}

function SessionRow({
  session,
  ending,
  onEnd,
}: {
  session: UserSession;
  ending: boolean;
  onEnd: (session: UserSession) => void;
}) {
  const { kind, device, browser } = describe(session);
  const Icon = DEVICE_ICONS[kind];
  const platform = session.deviceInfo.platform;
  return (
    <li
      data-testid="user-session"
      data-current={session.current}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold">
              {device} · {browser}
              {platform ? <span className="font-normal text-muted-foreground"> ({platform})</span> : null}
            </p>
            {session.current ? (
              <Badge className="bg-emerald-600 text-white">{uz.userSessions.current}</Badge>
            ) : null}
          </div>
          {session.ipAddress ? (
            <p className="text-sm text-muted-foreground">{uz.userSessions.ip(session.ipAddress)}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            <time dateTime={session.lastActivity}>
              {uz.userSessions.lastActivity(formatRelative(session.lastActivity))}
            </time>
            {' · '}
            <time dateTime={session.createdAt}>
              {uz.userSessions.signedInAt(formatDateTime(session.createdAt))}
            </time>
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        disabled={ending}
        onClick={() => onEnd(session)}
        aria-label={uz.userSessions.endLabel(`${device} · ${browser}`)}
      >
        <LogOut aria-hidden="true" />
        {ending ? uz.userSessions.ending : uz.userSessions.end}
      </Button>
    </li>
  );
}

/** The user's active sign-ins, with the current one marked; any of them can be ended. */
export function SessionsTab() {
  const query = useUserSessions();
  const endSession = useEndUserSession();
  const signOut = useSignOut();
  const [pending, setPending] = useState<UserSession | null>(null);

  const confirm = () => {
    if (!pending) return;
    // ending this browser's own session is signing out here
    if (pending.current) void signOut();
    else endSession.mutate(pending.id);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{uz.userSessions.title}</h2>
        <p className="text-sm text-muted-foreground">{uz.userSessions.description}</p>
      </div>
      <ListState query={query}>
        {() =>
          !query.data || query.data.sessions.length === 0 ? (
            <StatusPanel icon={MonitorSmartphone} title={uz.userSessions.empty} />
          ) : (
            <ul className="flex flex-col gap-3">
              {query.data.sessions.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  ending={endSession.isPending && endSession.variables === session.id}
                  onEnd={setPending}
                />
              ))}
            </ul>
          )
        }
      </ListState>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={uz.userSessions.endConfirmTitle}
        description={
          pending?.current ? uz.userSessions.endCurrentConfirmMessage : uz.userSessions.endConfirmMessage
        }
        confirmLabel={uz.userSessions.end}
        destructive
        onConfirm={confirm}
      />
    </div>
  );
}
