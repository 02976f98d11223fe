import { uz } from '@shared/i18n/uz';
import type { PlayIntro } from '@shared/schemas/play';
import type { UseQueryResult } from '@tanstack/react-query';
import { NotFoundPanel } from '@web/components/not-found-panel';
import { PageLoading } from '@web/components/page-loading';
import { SectionError } from '@web/components/section-state';
import { isApiError } from '@web/lib/api-client';
import { type IntroAction, IntroView } from './intro-view';
import { ConflictDialog, ResumeDialog } from './session-dialogs';

function NotFound() {
  return (
    <NotFoundPanel
      title={uz.play.notFoundTitle}
      message={uz.play.notFoundMessage}
      to="/quizzes"
      label={uz.play.toCatalog}
    />
  );
}

/**
 * Loading, not found, or the intro with the dialog a session in progress asks for: resume or
 * restart on this device, take over or cancel when it runs on another one. The dialogs wait for
 * an answer of the server fetched on this visit, never a cached one.
 */
export function IntroScreen({
  intro,
  loading,
  signedIn,
  fresh,
  deviceId,
  pending,
  dismissed,
  onDismissedChange,
  onAction,
  onCancel,
}: {
  intro: UseQueryResult<PlayIntro>;
  loading: boolean;
  signedIn: boolean;
  fresh: boolean;
  deviceId: string;
  pending: IntroAction | null;
  dismissed: boolean;
  onDismissedChange: (dismissed: boolean) => void;
  onAction: (action: IntroAction) => void;
  onCancel: () => void;
}) {
  if (loading || intro.isPending) return <PageLoading />;
  if (intro.isError) {
    if (isApiError(intro.error) && (intro.error.status === 404 || intro.error.status === 400))
      return <NotFound />;
    return (
      <SectionError
        message={uz.play.loadFailed}
        onRetry={() => void intro.refetch()}
        retrying={intro.isFetching}
      />
    );
  }
  const data = intro.data;
  const active = data.activeSession;
  const mine = active !== null && active.deviceId === deviceId;
  return (
    <>
      <IntroView intro={data} signedIn={signedIn} deviceId={deviceId} pending={pending} onAction={onAction} />
      {active && signedIn && fresh && data.owned ? (
        mine ? (
          <ResumeDialog
            summary={active}
            open={!dismissed}
            onOpenChange={(open) => onDismissedChange(!open)}
            canRestart={data.access.allowed}
            pending={pending}
            onAction={onAction}
          />
        ) : (
          <ConflictDialog
            summary={active}
            open={!dismissed}
            pending={pending}
            onTakeOver={() => onAction('takeover')}
            onCancel={onCancel}
          />
        )
      ) : null}
    </>
  );
}
