import { formatDate, formatPercent } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { NotFoundPanel } from '@web/components/not-found-panel';
import { PageLoading } from '@web/components/page-loading';
import { SectionError } from '@web/components/section-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { BadgeCheck, BadgeX, Download } from 'lucide-react';
import { useParams } from 'react-router';
import { useCertificateVerification } from '../api/get-certificate-verification';

function Verification({ code }: { code: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useCertificateVerification(code);
  if (isPending) return <PageLoading />;
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <NotFoundPanel
          title={uz.certificateVerify.notFoundTitle}
          message={uz.certificateVerify.notFoundMessage}
          to="/"
          label={uz.certificateVerify.home}
        />
      );
    }
    return (
      <SectionError
        message={uz.certificateVerify.loadFailed}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const base = `/api/certificates/verify/${encodeURIComponent(data.code)}`;
  const facts: [string, string][] = [
    [uz.certificateVerify.holder, data.holderName],
    [uz.certificateVerify.quiz, data.quizTitle],
    [uz.certificateVerify.score, formatPercent(data.percentage)],
    [uz.certificateVerify.issuedAt, formatDate(data.issuedAt)],
    [uz.certificateVerify.code, data.code],
  ];
  const Icon = data.valid ? BadgeCheck : BadgeX;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{uz.certificateVerify.title}</h1>
        <Badge
          data-testid="certificate-status"
          variant={data.valid ? 'default' : 'destructive'}
          className={
            data.valid ? 'gap-1.5 bg-emerald-600 px-3 py-1 text-sm text-white' : 'gap-1.5 px-3 py-1 text-sm'
          }
        >
          <Icon aria-hidden="true" />
          {data.valid ? uz.certificateVerify.valid : uz.certificateVerify.invalid}
        </Badge>
      </div>
      <p className="text-muted-foreground">
        {data.valid ? uz.certificateVerify.validHint : uz.certificateVerify.invalidHint}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-lg border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <img
        src={`${base}/image.png`}
        alt={uz.certificateVerify.image(data.holderName, data.quizTitle)}
        width={1200}
        height={848}
        className="h-auto w-full rounded-xl border shadow-sm"
      />
      {/* the certificate email links here: whoever holds the code may download the file */}
      <div className="flex flex-wrap gap-3">
        {(['png', 'pdf'] as const).map((format) => (
          <Button key={format} asChild variant={format === 'png' ? 'default' : 'outline'}>
            <a href={`${base}/download?format=${format}`} download>
              <Download aria-hidden="true" />
              {format === 'png' ? uz.certificateVerify.downloadPng : uz.certificateVerify.downloadPdf}
            </a>
          </Button>
        ))}
      </div>
    </div>
  );
}

/** /certificates/verify/:code: the public page a certificate's QR code opens. */
export function CertificateVerifyPage() {
  const { code = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Verification key={code} code={code} />
    </div>
  );
}
