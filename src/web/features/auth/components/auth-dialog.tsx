import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { type AuthMethod, closeAuthDialog, setAuthDialogMethod, useAuthDialog } from '@web/lib/auth-dialog';
import { usePhoneSignIn, usePublicSettings } from '@web/lib/public-settings';
import { Mail, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { EmailAuth } from './email-auth';
import { PhoneSignIn } from './phone-sign-in';

function isMethod(value: string): value is AuthMethod {
  return value === 'phone' || value === 'email';
}

/** Sign-in and sign-up in one dialog, by phone (first) or email; any page opens it through `openAuthDialog()`. */
export function AuthDialog({ onForgotPassword }: { onForgotPassword: (method: AuthMethod) => void }) {
  const { open, tab, method } = useAuthDialog();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  // Unknown settings (loading, failed) keep the form: the server still refuses a closed sign-up.
  const registrationClosed = usePublicSettings().data?.registrationEnabled === false;
  const byPhone = usePhoneSignIn();
  const emailAuth = (
    <EmailAuth
      tab={tab}
      registrationClosed={registrationClosed}
      signedUpEmail={signedUpEmail}
      onSignedUp={setSignedUpEmail}
      onForgotPassword={() => onForgotPassword('email')}
    />
  );

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
        {byPhone ? (
          <Tabs
            value={method}
            onValueChange={(value) => {
              if (isMethod(value)) setAuthDialogMethod(value);
            }}
          >
            <TabsList aria-label={phoneAuthTexts.methods.label} className="grid w-full grid-cols-2">
              <TabsTrigger value="phone">
                <Smartphone aria-hidden="true" />
                {phoneAuthTexts.methods.phone}
              </TabsTrigger>
              <TabsTrigger value="email">
                <Mail aria-hidden="true" />
                {phoneAuthTexts.methods.email}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="phone" className="pt-2">
              <PhoneSignIn onForgotPassword={() => onForgotPassword('phone')} />
            </TabsContent>
            <TabsContent
              value="email"
              aria-labelledby={undefined}
              aria-label={phoneAuthTexts.methods.emailPanel}
              className="pt-2"
            >
              {emailAuth}
            </TabsContent>
          </Tabs>
        ) : (
          emailAuth
        )}
      </DialogContent>
    </Dialog>
  );
}
