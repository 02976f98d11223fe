import { closeAuthDialog, openAuthDialog } from '@web/lib/auth-dialog';
import { useState } from 'react';
import { AuthDialog } from './auth-dialog';
import { EMAIL_RESET_START, PHONE_RESET_START, ResetDialog, type ResetStep } from './reset-dialog';

/** The auth dialog and the password-reset dialog, which hand over to each other. */
export function AuthDialogs() {
  const [resetOpen, setResetOpen] = useState(false);
  const [resetState, setResetState] = useState<ResetStep>(EMAIL_RESET_START);

  return (
    <>
      <AuthDialog
        onForgotPassword={(method) => {
          closeAuthDialog();
          setResetState(method === 'phone' ? PHONE_RESET_START : EMAIL_RESET_START);
          setResetOpen(true);
        }}
      />
      <ResetDialog
        open={resetOpen}
        state={resetState}
        onStateChange={setResetState}
        onClose={() => setResetOpen(false)}
        onBackToSignIn={() => {
          setResetOpen(false);
          openAuthDialog('signin', resetState.via);
        }}
        onDone={(via) => {
          setResetOpen(false);
          setResetState(EMAIL_RESET_START);
          openAuthDialog('signin', via);
        }}
      />
    </>
  );
}
