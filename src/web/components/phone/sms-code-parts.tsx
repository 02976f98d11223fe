import { formatUzPhone } from '@shared/domain/phone';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { formatWait } from '@web/lib/format-date';
import { useCountdown } from '@web/lib/use-countdown';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CodeResend } from './use-code-resend';

/** Where the code went, said once the step opens. */
export function CodeSentNote({ phoneNumber }: { phoneNumber: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {phoneAuthTexts.phone.codeSentTo(formatUzPhone(phoneNumber))}
    </p>
  );
}

/** The six digits from the SMS: a numeric keyboard, and the phone's offer to paste the code. */
export function SmsCodeField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label={phoneAuthTexts.phone.code} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder={phoneAuthTexts.phone.codePlaceholder}
        />
      )}
    </FormField>
  );
}

/** "Kodni qayta yuborish" once its wait is over (counted down on the button), and "Raqamni o'zgartirish". */
export function ResendControls({
  resend,
  onChangeNumber,
}: {
  resend: CodeResend;
  /** absent where the number is the account's own */
  onChangeNumber?: (() => void) | undefined;
}) {
  const left = useCountdown(resend.resendAt);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
      <Button
        type="button"
        variant="outline"
        disabled={left > 0 || resend.sending}
        onClick={() => void resend.resend()}
      >
        {left > 0
          ? phoneAuthTexts.phone.resendIn(formatWait(left))
          : resend.sending
            ? phoneAuthTexts.phone.sending
            : phoneAuthTexts.phone.resend}
      </Button>
      {onChangeNumber ? (
        <Button type="button" variant="link" onClick={onChangeNumber}>
          {phoneAuthTexts.phone.changeNumber}
        </Button>
      ) : null}
    </div>
  );
}
