import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** without confirmLabel and onConfirm the dialog only informs: one button closes it */
  confirmLabel?: string;
  /** "Bekor qilish" unless the question needs another word (play: "keep playing") */
  cancelLabel?: string;
  onConfirm?: () => void;
  /** a destructive action gets the red button */
  destructive?: boolean;
  /**
   * The step runs while the dialog stays open with both buttons disabled (exiting a quiz waits for
   * the server); the caller closes it. Without it the dialog closes as the step starts.
   */
  busy?: boolean;
  children?: ReactNode;
}

/** A small "are you sure?" dialog: Cancel, or the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = uz.common.cancel,
  onConfirm,
  destructive = false,
  busy,
  children,
}: ConfirmDialogProps) {
  const waitsForStep = busy !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" showCloseButton={false} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          {onConfirm && (
            <Button
              variant={destructive ? 'destructive' : 'default'}
              disabled={busy}
              aria-busy={busy}
              onClick={() => {
                if (!waitsForStep) onOpenChange(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
