import { formatDate, formatPercent } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { StatusPanel } from '@web/components/status-panel';
import { useMyCertificates } from '@web/lib/get-my-certificates';
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { ListState } from './list-state';

const LINK =
  'rounded-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

export function CertificatesTab() {
  const query = useMyCertificates();
  return (
    <ListState query={query}>
      {() =>
        !query.data || query.data.certificates.length === 0 ? (
          <StatusPanel icon={Award} title={uz.profile.noCertificates} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {query.data.certificates.map((certificate) => (
              <li key={certificate.id} className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <Award className="size-8 shrink-0 text-amber-500" aria-hidden="true" />
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-semibold break-words">{certificate.quizTitle}</p>
                  <p className="text-sm">{formatPercent(certificate.percentage)}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={certificate.issuedAt}>
                      {uz.profile.issuedAt(formatDate(certificate.issuedAt))}
                    </time>
                  </p>
                  <p className="font-mono text-xs break-all text-muted-foreground">
                    {uz.profile.certificateCode(certificate.code)}
                  </p>
                  <div className="flex flex-wrap gap-x-3 gap-y-1 pt-1 text-sm">
                    <a
                      href={`/api/certificates/${encodeURIComponent(certificate.id)}/download?format=png`}
                      download
                      className={LINK}
                    >
                      {uz.profile.downloadPng}
                    </a>
                    <a
                      href={`/api/certificates/${encodeURIComponent(certificate.id)}/download?format=pdf`}
                      download
                      className={LINK}
                    >
                      {uz.profile.downloadPdf}
                    </a>
                    <Link
                      to={`/certificates/verify/${encodeURIComponent(certificate.code)}`}
                      className={LINK}
                    >
                      {uz.profile.verifyCertificate}
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </ListState>
  );
}
