import { uz } from '@shared/i18n/uz';
import type { ActiveSessionSummary } from '@shared/schemas/play';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { MonitorSmartphone, Play, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import type { IntroAction } from './intro-view';
import { SessionProgress } from './intro-view';

/** This device left a session unfinished: continue it, or start a new attempt where one is left. */
export function ResumeDialog({
  summary,
  open,
  onOpenChange,
  canRestart,
  pending,
  onAction,
}: {
  summary: ActiveSessionSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canRestart: boolean;
  pending: IntroAction | null;
  onAction: (action: IntroAction) => void;
}) {
  const resumeButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // the safe choice gets the focus: Enter continues, it never throws the attempt away
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          resumeButton.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{uz.play.resumeTitle}</DialogTitle>
          <DialogDescription>
            {canRestart ? uz.play.resumeDescription : uz.play.resumeOnlyDescription}
          </DialogDescription>
        </DialogHeader>
        <SessionProgress summary={summary} />
        <DialogFooter>
          {canRestart ? (
            <Button variant="outline" onClick={() => onAction('start')} disabled={pending !== null}>
              <RotateCcw aria-hidden="true" />
              {uz.play.restart}
            </Button>
          ) : null}
          <Button
            ref={resumeButton}
            onClick={() => onAction('resume')}
            disabled={pending !== null}
            aria-busy={pending === 'resume'}
          >
            <Play aria-hidden="true" />
            {uz.play.resume}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The quiz is being played on another device: take it over here, or cancel. */
export function ConflictDialog({
  summary,
  open,
  pending,
  onTakeOver,
  onCancel,
}: {
  summary: ActiveSessionSummary;
  open: boolean;
  pending: IntroAction | null;
  onTakeOver: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <MonitorSmartphone className="size-5 text-amber-500" aria-hidden="true" />
            {uz.play.conflictTitle}
          </DialogTitle>
          <DialogDescription>{uz.play.conflictDescription}</DialogDescription>
        </DialogHeader>
        <SessionProgress summary={summary} />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending !== null}>
            {uz.common.cancel}
          </Button>
          <Button onClick={onTakeOver} disabled={pending !== null} aria-busy={pending === 'takeover'}>
            {pending === 'takeover' ? uz.play.takingOver : uz.play.takeOver}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
