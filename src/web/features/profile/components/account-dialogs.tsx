import { formatUzPhone } from '@shared/domain/phone';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import type { AccountResponse } from '@shared/schemas/profile';
import { useQueryClient } from '@tanstack/react-query';
import { PhonePasswordForm } from '@web/components/phone/phone-password-form';
import { PhoneRequestForm } from '@web/components/phone/phone-request-form';
import { SmsCodeForm } from '@web/components/phone/sms-code-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { refreshSession } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { sendPhoneCode, sendPhoneResetCode, verifyPhoneCode } from '@web/lib/phone-auth';
import { queryKeys } from '@web/lib/query-keys';
import { useState } from 'react';
import { toast } from 'sonner';
import { AddEmailForm } from './add-email-form';
import { SendOwnCode } from './send-own-code';

export type AccountDialogKind = 'phone' | 'email' | 'password';

/** A code to the new number, then the code: the number joins the signed-in account. */
function AddPhone({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<string | null>(null);
  if (!phone) return <PhoneRequestForm id="add-phone" send={sendPhoneCode} onSent={setPhone} />;
  return (
    <SmsCodeForm
      id="add-phone-code"
      phoneNumber={phone}
      send={() => sendPhoneCode(phone)}
      verify={async (code) => {
        const result = await verifyPhoneCode(phone, code, { addToAccount: true });
        if (!result.ok) return result;
        toast.success(phoneAuthTexts.profile.phoneAdded);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.myAccount }),
          refreshSession(),
        ]);
        onDone();
        return result;
      }}
      onChangeNumber={() => setPhone(null)}
    />
  );
}

/** A phone account's first password, by a code to its own number; setting it ends every session. */
function SetPassword({ phoneNumber, onDone }: { phoneNumber: string; onDone: () => void }) {
  const [sent, setSent] = useState(false);
  if (!sent) return <SendOwnCode send={() => sendPhoneResetCode(phoneNumber)} onSent={() => setSent(true)} />;
  return (
    <PhonePasswordForm
      id="set-password"
      phoneNumber={phoneNumber}
      onDone={async () => {
        toast.success(phoneAuthTexts.profile.passwordSetSignIn);
        onDone();
        await refreshSession();
        openAuthDialog('signin', 'phone');
      }}
    />
  );
}

const TITLE_KEYS = {
  phone: 'addPhoneTitle',
  email: 'addEmailTitle',
  password: 'setPasswordTitle',
} as const satisfies Record<AccountDialogKind, keyof typeof phoneAuthTexts.profile>;

/** The profile's dialogs that add a way in: a phone, an email, or a phone account's password. */
export function AccountDialogs({
  kind,
  account,
  onClose,
}: {
  kind: AccountDialogKind;
  account: AccountResponse;
  onClose: () => void;
}) {
  const phone = account.phoneNumber;
  const description =
    kind === 'phone'
      ? phoneAuthTexts.profile.addPhoneDescription
      : kind === 'email'
        ? phoneAuthTexts.profile.addEmailDescription
        : phoneAuthTexts.profile.setPasswordDescription(phone ? formatUzPhone(phone) : '');
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{phoneAuthTexts.profile[TITLE_KEYS[kind]]}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {kind === 'phone' ? <AddPhone onDone={onClose} /> : null}
        {kind === 'email' ? <AddEmailForm onClose={onClose} /> : null}
        {kind === 'password' && phone ? <SetPassword phoneNumber={phone} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
