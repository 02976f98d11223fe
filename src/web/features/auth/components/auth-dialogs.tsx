import { closeAuthDialog, openAuthDialog } from '@web/lib/auth-dialog';
import { useState } from 'react';
import { AuthDialog } from './auth-dialog';
import { ResetDialog, type ResetStep } from './reset-dialog';

/** The auth dialog and the password-reset dialog, which hand over to each other. */
export function AuthDialogs() {
  const [resetOpen, setResetOpen] = useState(false);
  const [resetState, setResetState] = useState<ResetStep>({ step: 'request', email: '' });

  return (
    <>
      <AuthDialog
        onForgotPassword={() => {
          closeAuthDialog();
          setResetState({ step: 'request', email: '' });
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
          openAuthDialog('signin');
        }}
        onDone={() => {
          setResetOpen(false);
          setResetState({ step: 'request', email: '' });
          openAuthDialog('signin');
        }}
      />
    </>
  );
}
