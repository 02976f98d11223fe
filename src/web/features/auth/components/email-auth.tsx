import { uz } from '@shared/i18n/uz';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { type AuthTab, setAuthDialogTab } from '@web/lib/auth-dialog';
import { MailCheck } from 'lucide-react';
import { RegistrationClosed } from './registration-closed';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

function isTab(value: string): value is AuthTab {
  return value === 'signin' || value === 'signup';
}

/** Email: sign in with a password, or sign up and confirm the address by its link. */
export function EmailAuth({
  tab,
  registrationClosed,
  signedUpEmail,
  onSignedUp,
  onForgotPassword,
}: {
  tab: AuthTab;
  registrationClosed: boolean;
  signedUpEmail: string | null;
  onSignedUp: (email: string) => void;
  onForgotPassword: () => void;
}) {
  return (
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
              onSignedUp(email);
              setAuthDialogTab('signin');
            }}
          />
        )}
      </TabsContent>
    </Tabs>
  );
}
