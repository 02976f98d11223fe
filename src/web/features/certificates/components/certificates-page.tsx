import { certificateStats } from '@shared/domain/certificate-stats';
import { certificatesPage as t } from '@shared/i18n/pages/certificates';
import { uz } from '@shared/i18n/uz';
import type { CertificateSummary } from '@shared/schemas/profile';
import { SectionError } from '@web/components/section-state';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/auth-client';
import { useMyCertificates } from '@web/lib/get-my-certificates';
import { Award } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CertificateCard } from './certificate-card';
import { CertificateStatsCards, CertificateStatsSkeleton } from './certificate-stats';
import { CertificatesInfo } from './certificates-info';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_KEYS = ['s1', 's2', 's3'];

function CardsSkeleton() {
  return (
    <ul className={GRID} aria-busy="true" aria-label={uz.common.loading}>
      {SKELETON_KEYS.map((key) => (
        <li key={key} className="flex flex-col gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-8 w-full" />
        </li>
      ))}
    </ul>
  );
}

function CertificateList({ certificates }: { certificates: CertificateSummary[] }) {
  return (
    <>
      <CertificateStatsCards stats={certificateStats(certificates)} />
      <section aria-labelledby="certificates-list" className="flex flex-col gap-4">
        <h2 id="certificates-list" className="text-xl font-semibold">
          {t.listTitle}
        </h2>
        {certificates.length === 0 ? (
          <StatusPanel icon={Award} title={t.empty} message={t.emptyHint}>
            <Button asChild variant="outline">
              <Link to="/quizzes">{t.browse}</Link>
            </Button>
          </StatusPanel>
        ) : (
          <ul className={GRID}>
            {certificates.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function SignedInContent() {
  const { data, isPending, isError, refetch, isFetching } = useMyCertificates();
  useEffect(() => {
    if (isError) toast.error(uz.toast.error, { id: 'certificates-load', description: t.loadFailed });
  }, [isError]);

  if (isPending)
    return (
      <>
        <CertificateStatsSkeleton />
        <CardsSkeleton />
      </>
    );
  if (isError)
    return <SectionError message={t.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  return <CertificateList certificates={data.certificates} />;
}

function SignedInView() {
  return (
    <>
      <p className="-mt-4 text-muted-foreground">{t.lead}</p>
      <SignedInContent />
      <CertificatesInfo />
    </>
  );
}

/** /certificates: the signed-in user's certificates with their figures; a guest sees only a sign-in prompt. */
export function CertificatesPage() {
  const { user, isPending } = useSessionUser();
  let content: ReactNode;
  if (isPending) content = <CardsSkeleton />;
  else if (!user) content = <SignInPrompt message={t.signIn} />;
  else content = <SignedInView />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
      {content}
    </div>
  );
}
