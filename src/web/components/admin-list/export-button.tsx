import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { notifyError } from '@web/lib/notify';
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';

/** A list's file export ("CSV yuklab olish"): busy until the file is in, a toast when it fails. */
export function ExportButton({
  download,
  texts,
}: {
  download: () => Promise<unknown>;
  texts: { label: string; busy: string; error: string };
}) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      // the toast says it all; a console error would only repeat it
      notifyError(isApiError(error) && error.message ? error.message : texts.error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {busy ? texts.busy : texts.label}
    </Button>
  );
}
