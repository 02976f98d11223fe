import { adminAudit } from '@shared/i18n/admin/audit';
import { formatDateTime } from '@shared/i18n/format';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import { Fact, ResponsiveList } from '@web/components/admin-list/responsive-list';
import { TimeHeader } from '@web/components/admin-list/time-header';
import { actionLabel, entityLabel } from '../audit-labels';
import { AuditChanges } from './audit-changes';

const t = adminAudit;
const TH = 'px-3 py-3 font-medium';
const TD = 'px-3 py-2.5 align-top';

/** Who: the current name when the account is still there, the email written then, else "deleted". */
function ActorCell({ actor }: { actor: AuditEntry['actor'] }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{actor.name ?? actor.email}</span>
      <span className="truncate text-xs text-muted-foreground">
        {actor.name ? actor.email : actor.id ? null : t.deletedAccount}
      </span>
    </span>
  );
}

function EntityCell({ entry }: { entry: AuditEntry }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span>{entityLabel(entry.entityType)}</span>
      {entry.entityId ? (
        <span className="truncate font-mono text-xs text-muted-foreground" title={entry.entityId}>
          {entry.entityId}
        </span>
      ) : null}
    </span>
  );
}

function ActionText({ action }: { action: string }) {
  return <span className="font-medium">{actionLabel(action)}</span>;
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{t.listLabel}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={`${TH} w-36`}>
              <TimeHeader label={t.columns.time} />
            </th>
            <th scope="col" className={`${TH} w-48`}>
              {t.columns.actor}
            </th>
            <th scope="col" className={`${TH} w-48`}>
              {t.columns.action}
            </th>
            <th scope="col" className={`${TH} w-36`}>
              {t.columns.entity}
            </th>
            <th scope="col" className={TH}>
              {t.columns.changes}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {entries.map((entry) => (
            <tr key={entry.id} className="hover:bg-muted/30">
              <td className={`${TD} text-muted-foreground`}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td className={TD}>
                <ActorCell actor={entry.actor} />
              </td>
              <th scope="row" className={`${TD} text-left font-normal`}>
                <ActionText action={entry.action} />
              </th>
              <td className={TD}>
                <EntityCell entry={entry} />
              </td>
              <td className={TD}>
                <AuditChanges changes={entry.changes} actionText={actionLabel(entry.action)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditCards({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ul aria-label={t.listLabel} className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <ActionText action={entry.action} />
            <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          <dl className="grid grid-cols-2 gap-3">
            <Fact term={t.columns.actor}>
              <ActorCell actor={entry.actor} />
            </Fact>
            <Fact term={t.columns.entity}>
              <EntityCell entry={entry} />
            </Fact>
          </dl>
          <AuditChanges changes={entry.changes} actionText={actionLabel(entry.action)} />
        </li>
      ))}
    </ul>
  );
}

export function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ResponsiveList
      table={() => <AuditTable entries={entries} />}
      cards={() => <AuditCards entries={entries} />}
    />
  );
}
