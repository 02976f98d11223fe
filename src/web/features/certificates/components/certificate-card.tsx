import { formatDate, formatPercent } from '@shared/i18n/format';
import { certificatesPage as t } from '@shared/i18n/pages/certificates';
import { uz } from '@shared/i18n/uz';
import type { CertificateFormat } from '@shared/schemas/certificates';
import type { CertificateSummary } from '@shared/schemas/profile';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { Award, Download, ExternalLink, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { downloadCertificate } from '../api/download-certificate';

const FORMATS: CertificateFormat[] = ['png', 'pdf'];

/** A refusal the server explains (busy renderer, rate limit) keeps its text; a missing file says so. */
function downloadErrorText(error: unknown): string {
  return isApiError(error) && error.status !== 404 ? error.message : t.fileNotFound;
}

function DownloadButtons({ certificate, title }: { certificate: CertificateSummary; title: string }) {
  const [busy, setBusy] = useState<CertificateFormat | null>(null);
  const download = async (format: CertificateFormat) => {
    setBusy(format);
    try {
      await downloadCertificate(certificate.id, format);
    } catch (error) {
      toast.error(uz.toast.error, { description: downloadErrorText(error) });
    } finally {
      setBusy(null);
    }
  };
  return FORMATS.map((format) => (
    <Button
      key={format}
      variant="outline"
      size="sm"
      disabled={busy !== null}
      aria-busy={busy === format}
      aria-label={t.downloadLabel(format.toUpperCase(), title)}
      onClick={() => void download(format)}
    >
      {busy === format ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {format === 'png' ? t.downloadPng : t.downloadPdf}
    </Button>
  ));
}

export function CertificateCard({ certificate }: { certificate: CertificateSummary }) {
  const title = certificate.quizTitle.trim() || t.noQuizTitle;
  const percent = Number.isFinite(certificate.percentage)
    ? formatPercent(certificate.percentage)
    : t.notAvailable;
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <Award className="size-9 shrink-0 text-amber-500" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold break-words">{title}</h3>
          <Badge
            className={certificate.passed ? 'bg-emerald-700 text-white' : undefined}
            variant={certificate.passed ? 'default' : 'secondary'}
          >
            {certificate.passed ? t.active : t.inactive}
          </Badge>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t.issuedAt}</dt>
          <dd className="font-medium">
            <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t.result}</dt>
          <dd className="font-medium tabular-nums">{percent}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <DownloadButtons certificate={certificate} title={title} />
        <Button asChild variant="link" size="sm" className="px-1">
          <Link
            to={`/certificates/verify/${encodeURIComponent(certificate.code)}`}
            aria-label={t.verifyLabel(title)}
          >
            <ExternalLink aria-hidden="true" />
            {t.verify}
          </Link>
        </Button>
      </div>
    </li>
  );
}
