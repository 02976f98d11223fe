import { adminSettings } from '@shared/i18n/admin/settings';
import type { ClearedCache } from '@shared/schemas/admin-settings';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import type { DownloadProgress } from '@web/lib/download-file';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { DatabaseBackup, Eraser, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useClearCache } from '../api/clear-cache';
import { downloadBackup } from '../api/download-backup';
import { downloadPercent } from '../system-format';
import { writeErrorText } from '../write-error';
import { SettingsSection } from './settings-section';

/** "Sertifikat fayllari: 12, Sozlamalar: 1", or that there was nothing to drop. */
export function clearedText(cleared: readonly ClearedCache[]): string {
  const dropped = cleared.filter((cache) => cache.entries > 0);
  if (dropped.length === 0) return adminSettings.actions.clearedNothing;
  return adminSettings.actions.cleared(dropped.map((cache) => `${cache.label}: ${cache.entries}`).join(', '));
}

/** "Yuklanmoqda... 40%", without the figure while the size is unknown. */
const downloadingLabel = (percent: number | null) =>
  percent === null ? adminSettings.actions.downloading : adminSettings.actions.downloadingPercent(percent);

function ClearCacheAction() {
  const clear = useClearCache();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const onConfirm = async () => {
    try {
      const text = clearedText((await clear.mutateAsync()).cleared);
      setResult(text);
      notifySuccess(text);
    } catch (error) {
      console.error(error);
      notifyError(writeErrorText(error, adminSettings.actions.clearError));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="justify-start"
        onClick={() => setConfirming(true)}
        disabled={clear.isPending}
      >
        {clear.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Eraser aria-hidden="true" />
        )}
        {clear.isPending ? adminSettings.actions.clearing : adminSettings.actions.clearCache}
      </Button>
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {result}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !clear.isPending && setConfirming(open)}
        title={adminSettings.actions.clearConfirmTitle}
        description={adminSettings.actions.clearConfirmMessage}
        confirmLabel={clear.isPending ? adminSettings.actions.clearing : adminSettings.actions.clearConfirm}
        cancelLabel={adminSettings.actions.cancel}
        busy={clear.isPending}
        onConfirm={() => void onConfirm()}
      />
    </div>
  );
}

function BackupAction() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = progress !== null;

  const onDownload = async () => {
    setRefusal(null);
    setProgress({ received: 0, total: null });
    try {
      await downloadBackup(setProgress);
      notifySuccess(adminSettings.actions.backupDone);
    } catch (error) {
      console.error(error);
      const message = writeErrorText(error, adminSettings.actions.backupError);
      setRefusal(message);
      notifyError(message);
    } finally {
      setProgress(null);
    }
  };

  const percent = progress ? downloadPercent(progress.received, progress.total) : null;
  let label: string = adminSettings.actions.backup;
  if (progress) label = progress.received === 0 ? adminSettings.actions.backingUp : downloadingLabel(percent);
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="justify-start"
        onClick={() => void onDownload()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <DatabaseBackup aria-hidden="true" />
        )}
        {label}
      </Button>
      {progress ? (
        <progress
          className="h-1.5 w-full overflow-hidden rounded-full accent-primary"
          aria-label={adminSettings.actions.backup}
          max={100}
          value={percent ?? undefined}
        />
      ) : (
        <p className="text-xs text-muted-foreground">{adminSettings.actions.backupHint}</p>
      )}
      {refusal ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-xs break-words text-destructive"
        >
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/** Actions that really act on the server: drop its caches, download a database backup. */
export function SystemActions() {
  return (
    <SettingsSection id="settings-actions" title={adminSettings.actions.title}>
      <ClearCacheAction />
      <BackupAction />
    </SettingsSection>
  );
}
