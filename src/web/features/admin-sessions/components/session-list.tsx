import { adminSessions } from '@shared/i18n/admin/sessions';
import type { AdminSession } from '@shared/schemas/admin-sessions';
import { useMediaQuery } from '@web/lib/use-media-query';
import {
  LastActivity,
  type SessionActions,
  SessionDevice,
  SessionUser,
  signInMethodText,
  TerminateButton,
  UserAgent,
} from './session-parts';

const t = adminSessions;
const HEAD = 'px-4 py-3 font-medium';

type ListProps = { sessions: AdminSession[] } & SessionActions;

function SessionTable({ sessions, ...actions }: ListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={`${HEAD} w-[22%]`}>
              {t.columns.user}
            </th>
            <th scope="col" className={`${HEAD} w-[28%]`}>
              {t.columns.device}
            </th>
            <th scope="col" className={`${HEAD} w-[12%]`}>
              {t.columns.signInMethod}
            </th>
            <th scope="col" className={`${HEAD} w-[12%]`}>
              {t.columns.ip}
            </th>
            <th scope="col" className={`${HEAD} w-[12%]`}>
              {t.columns.lastActivity}
            </th>
            <th scope="col" className={`${HEAD} w-[14%] text-right`}>
              {t.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {sessions.map((session) => (
            <tr key={session.id} data-current={session.current} className="align-top hover:bg-muted/30">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <SessionUser session={session} />
              </th>
              <td className="px-4 py-3">
                <div className="flex flex-col gap-2">
                  <SessionDevice session={session} />
                  <UserAgent userAgent={session.userAgent} />
                </div>
              </td>
              <td className="px-4 py-3">{signInMethodText(session)}</td>
              <td className="px-4 py-3 break-all tabular-nums">{session.ipAddress ?? t.noIp}</td>
              <td className="px-4 py-3 text-muted-foreground">
                <LastActivity session={session} />
              </td>
              <td className="px-4 py-3 text-right">
                <TerminateButton session={session} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SessionCards({ sessions, ...actions }: ListProps) {
  return (
    <ul aria-label={t.listLabel} className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {sessions.map((session) => (
        <li
          key={session.id}
          data-current={session.current}
          className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4"
        >
          <SessionUser session={session} />
          <SessionDevice session={session} />
          <UserAgent userAgent={session.userAgent} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <div className="flex flex-col">
              <span>{t.signedInBy(signInMethodText(session))}</span>
              <span>{session.ipAddress ? t.ip(session.ipAddress) : t.noIp}</span>
              <span>
                {t.columns.lastActivity}: <LastActivity session={session} />
              </span>
            </div>
            <TerminateButton session={session} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A table from 768 px up, cards below (one of them is rendered, so each name is in the page once). */
export function SessionList(props: ListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <SessionTable {...props} /> : <SessionCards {...props} />;
}
