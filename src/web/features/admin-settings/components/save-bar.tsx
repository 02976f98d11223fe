import { adminSettings } from '@shared/i18n/admin/settings';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Loader2, Save } from 'lucide-react';

const t = adminSettings;

/**
 * The form's footer, kept in view at the bottom of the page area: whether there are unsaved
 * changes (announced politely), undo them, save.
 */
export function SaveBar({
  dirty,
  saving,
  onReset,
}: {
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-background/95 p-3 shadow-md backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <p
        role="status"
        className={cn('text-sm', dirty ? 'font-medium text-foreground' : 'text-muted-foreground')}
      >
        {dirty ? t.unsaved : t.upToDate}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onReset} disabled={!dirty || saving}>
          {t.reset}
        </Button>
        <Button type="submit" disabled={!dirty || saving} aria-busy={saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </div>
  );
}
