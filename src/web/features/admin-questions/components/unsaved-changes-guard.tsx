import { adminQuestions } from '@shared/i18n/admin/questions';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useEffect } from 'react';
import { useLeaveBlocker } from '../use-leave-blocker';

/**
 * Leaving with unsaved changes asks first: in-app navigation (links, back, the sidebar) is held
 * by useLeaveBlocker and confirmed in a dialog; closing or reloading the tab gets the
 * browser's own question (beforeunload), the only one a page may ask there.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveBlocker(dirty);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.blocked}
      onOpenChange={(open) => {
        if (!open && blocker.blocked) blocker.reset();
      }}
      title={adminQuestions.editor.leaveTitle}
      description={adminQuestions.editor.leaveMessage}
      confirmLabel={adminQuestions.editor.leave}
      cancelLabel={adminQuestions.editor.stay}
      destructive
      // the dialog stays open on confirm: proceeding (not the closing) ends the block
      busy={false}
      onConfirm={blocker.proceed}
    />
  );
}
