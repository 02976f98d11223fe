import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { useQueryClient } from '@tanstack/react-query';
import { PhoneRequestForm } from '@web/components/phone/phone-request-form';
import { SmsCodeForm } from '@web/components/phone/sms-code-form';
import { closeAuthDialog } from '@web/lib/auth-dialog';
import { sendPhoneCode, verifyPhoneCode } from '@web/lib/phone-auth';
import { useState } from 'react';
import { toast } from 'sonner';

/**
 * Signing in by phone, which is also signing up: the number, then the code from the SMS. A number
 * without an account gets one when its code is confirmed.
 */
export function PhoneSignIn() {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'number' | 'code'>('number');

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
        if (result.ok) {
          toast.success(uz.auth.signInSuccess);
          closeAuthDialog();
          await queryClient.invalidateQueries();
        }
        return result;
      }}
      onChangeNumber={() => setStep('number')}
    />
  );
}
