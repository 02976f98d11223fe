import { zodResolver } from '@hookform/resolvers/zod';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { smsCodeSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import type { WaitedCallResult } from '@web/lib/auth-call';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RefusalAlert } from './refusal-alert';
import { CodeSentNote, ResendControls, SmsCodeField } from './sms-code-parts';
import { useCodeResend } from './use-code-resend';

const codeFormSchema = z.object({ code: smsCodeSchema });

/**
 * The code step of signing in or adding a phone: the code from the SMS, a resend once its wait is
 * over, and a way back to change the number. `verify` and `send` talk to the server.
 */
export function SmsCodeForm({
  id,
  phoneNumber,
  verify,
  send,
  onChangeNumber,
}: {
  id: string;
  phoneNumber: string;
  verify: (code: string) => Promise<WaitedCallResult>;
  send: () => Promise<WaitedCallResult>;
  onChangeNumber: () => void;
}) {
  const resend = useCodeResend(send);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    resend.clearRefusal();
    const result = await verify(code);
    if (!result.ok) resend.refuse(result.error, result.retryAfter);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CodeSentNote phoneNumber={phoneNumber} />
      <SmsCodeField id={id} registration={register('code')} error={errors.code?.message} />
      <RefusalAlert refusal={resend.refusal} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? phoneAuthTexts.phone.verifying : phoneAuthTexts.phone.verify}
      </Button>
      <ResendControls resend={resend} onChangeNumber={onChangeNumber} />
    </form>
  );
}
