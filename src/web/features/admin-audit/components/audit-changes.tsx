import { adminAudit } from '@shared/i18n/admin/audit';
import { Button } from '@web/components/ui/button';
import { ArrowRight, ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { changeRows, changesSummary } from '../audit-labels';

const t = adminAudit;

/** The changes summary, and a toggle that shows every field: from -> to, or its value. */
export function AuditChanges({
  changes,
  actionText,
}: {
  changes: Record<string, unknown>;
  actionText: string;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const rows = changeRows(changes);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 break-words text-sm">{changesSummary(changes)}</span>
        {rows.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t.hideDetails : t.details}
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          </Button>
        ) : null}
      </div>
      {open ? (
        <dl
          id={detailsId}
          aria-label={t.detailsLabel(actionText)}
          className="grid gap-1.5 rounded-md border bg-muted/40 p-3 text-xs"
        >
          {rows.map((row) => (
            <div key={row.field} className="grid gap-0.5">
              <dt className="font-medium text-muted-foreground">{row.label}</dt>
              <dd className="min-w-0 break-words">
                {row.kind === 'change' ? (
                  <span className="inline-flex flex-wrap items-center gap-1.5">
                    <span className="text-muted-foreground">{row.from}</span>
                    <ArrowRight aria-hidden="true" className="size-3 shrink-0" />
                    <span className="sr-only">→</span>
                    <span>{row.to}</span>
                  </span>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
