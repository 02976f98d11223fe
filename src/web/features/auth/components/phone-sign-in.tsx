import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { useQueryClient } from '@tanstack/react-query';
import { PhoneRequestForm } from '@web/components/phone/phone-request-form';
import { toRefusal } from '@web/components/phone/refusal-alert';
import { SmsCodeForm } from '@web/components/phone/sms-code-form';
import { Button } from '@web/components/ui/button';
import { closeAuthDialog } from '@web/lib/auth-dialog';
import { sendPhoneCode, signInWithPhonePassword, verifyPhoneCode } from '@web/lib/phone-auth';
import { useState } from 'react';
import { toast } from 'sonner';
import { PhonePasswordSignIn } from './phone-password-sign-in';

/**
 * Signing in by phone, which is also signing up: the number, then the code from the SMS. A number
 * without an account gets one when its code is confirmed. An account with a password may use it.
 */
export function PhoneSignIn({ onForgotPassword }: { onForgotPassword: () => void }) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'number' | 'code' | 'password'>('number');

  const signedIn = async () => {
    toast.success(uz.auth.signInSuccess);
    closeAuthDialog();
    await queryClient.invalidateQueries();
  };

  if (step === 'password') {
    return (
      <PhonePasswordSignIn
        signIn={async ({ phoneNumber, password }) => {
          const result = await signInWithPhonePassword(phoneNumber, password);
          if (!result.ok) return toRefusal(result.error, result.retryAfter);
          await signedIn();
          return null;
        }}
        onUseCode={() => setStep('number')}
        onForgotPassword={onForgotPassword}
      />
    );
  }

  if (step === 'number') {
    return (
      <PhoneRequestForm
        id="signin-phone"
        defaultPhone={phone}
        hint={phoneAuthTexts.phone.hint}
        send={sendPhoneCode}
        onSent={(sent) => {
          setPhone(sent);
          setStep('code');
        }}
        secondary={
          <Button type="button" variant="link" onClick={() => setStep('password')}>
            {phoneAuthTexts.phone.withPassword}
          </Button>
        }
      />
    );
  }

  return (
    <SmsCodeForm
      id="signin-phone-code"
      phoneNumber={phone}
      send={() => sendPhoneCode(phone)}
      verify={async (code) => {
        const result = await verifyPhoneCode(phone, code);
        if (result.ok) await signedIn();
        return result;
      }}
      onChangeNumber={() => setStep('number')}
    />
  );
}
