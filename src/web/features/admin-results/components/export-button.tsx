import { adminResults } from '@shared/i18n/admin/results';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { notifyError } from '@web/lib/notify';
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { downloadResultsCsv } from '../api/export-results';
import type { ResultListParams } from '../result-list-params';

const t = adminResults;

/** "CSV yuklab olish": every result matching the current filters, busy until the file is in. */
export function ExportButton({ params }: { params: ResultListParams }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadResultsCsv(params);
    } catch (error) {
      // the toast says it all; a console error would only repeat it
      notifyError(isApiError(error) && error.message ? error.message : t.exportError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
      {busy ? t.exporting : t.exportCsv}
    </Button>
  );
}
