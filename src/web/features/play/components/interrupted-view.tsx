import { uz } from '@shared/i18n/uz';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { MonitorSmartphone, TimerOff } from 'lucide-react';
import type { Interruption } from '../play-machine';
import { BackToQuiz } from './intro-view';

/** Play stopped on this device: the session moved to another device, or ended elsewhere. */
export function InterruptedView({
  reason,
  quizId,
  busy,
  onTakeBack,
  onIntro,
}: {
  reason: Interruption;
  quizId: string;
  busy: boolean;
  onTakeBack: () => void;
  onIntro: () => void;
}) {
  const takenOver = reason === 'taken_over';
  return (
    <div role="alert" data-testid="play-interrupted" className="mx-auto w-full max-w-2xl">
      <StatusPanel
        icon={takenOver ? MonitorSmartphone : TimerOff}
        headingLevel="h1"
        title={takenOver ? uz.play.takenOverTitle : uz.play.endedTitle}
        message={takenOver ? uz.play.takenOverMessage : uz.play.endedMessage}
      >
        {takenOver ? (
          <Button onClick={onTakeBack} disabled={busy} aria-busy={busy}>
            {busy ? uz.play.takingOver : uz.play.takeBack}
          </Button>
        ) : (
          <Button onClick={onIntro}>{uz.play.toIntro}</Button>
        )}
        <BackToQuiz quizId={quizId} />
      </StatusPanel>
    </div>
  );
}
