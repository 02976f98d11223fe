import { uz } from '@shared/i18n/uz';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { type AuthTab, closeAuthDialog, setAuthDialogTab, useAuthDialog } from '@web/lib/auth-dialog';
import { usePublicSettings } from '@web/lib/public-settings';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { RegistrationClosed } from './registration-closed';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

function isTab(value: string): value is AuthTab {
  return value === 'signin' || value === 'signup';
}

/** Sign-in and sign-up in one dialog; any page opens it through `openAuthDialog()`. */
export function AuthDialog({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { open, tab } = useAuthDialog();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  // Unknown settings (loading, failed) keep the form: the server still refuses a closed sign-up.
  const registrationClosed = usePublicSettings().data?.registrationEnabled === false;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          closeAuthDialog();
          setSignedUpEmail(null);
        }
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{uz.auth.dialogTitle}</DialogTitle>
          <DialogDescription>{uz.auth.dialogDescription}</DialogDescription>
        </DialogHeader>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (isTab(value)) setAuthDialogTab(value);
          }}
        >
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">{uz.auth.signInTab}</TabsTrigger>
            <TabsTrigger value="signup">{uz.auth.signUpTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="grid gap-4 pt-2">
            {signedUpEmail ? (
              <Alert>
                <MailCheck aria-hidden="true" />
                <AlertTitle>{uz.auth.signUpSuccessTitle}</AlertTitle>
                <AlertDescription>{uz.auth.signUpSuccess}</AlertDescription>
              </Alert>
            ) : null}
            <SignInForm defaultEmail={signedUpEmail ?? ''} onForgotPassword={onForgotPassword} />
          </TabsContent>
          <TabsContent value="signup" className="pt-2">
            {registrationClosed ? (
              <RegistrationClosed onSignIn={() => setAuthDialogTab('signin')} />
            ) : (
              <SignUpForm
                onSignedUp={(email) => {
                  setSignedUpEmail(email);
                  setAuthDialogTab('signin');
                }}
              />
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
