import { zodResolver } from '@hookform/resolvers/zod';
import { uz } from '@shared/i18n/uz';
import { phoneResetSchema } from '@shared/schemas/auth';
import { FormField } from '@web/components/form-field';
import { NewPasswordInput } from '@web/components/password-input';
import { Button } from '@web/components/ui/button';
import { resetPasswordByPhone, sendPhoneResetCode } from '@web/lib/phone-auth';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { RefusalAlert } from './refusal-alert';
import { CodeSentNote, ResendControls, SmsCodeField } from './sms-code-parts';
import { useCodeResend } from './use-code-resend';

/**
 * A new password with the code from the SMS: the password reset by phone, and a phone account
 * setting its first password. The code was sent by `sendPhoneResetCode`.
 */
export function PhonePasswordForm({
  id,
  phoneNumber,
  onDone,
  onChangeNumber,
}: {
  id: string;
  phoneNumber: string;
  onDone: () => void;
  onChangeNumber?: () => void;
}) {
  const resend = useCodeResend(() => sendPhoneResetCode(phoneNumber));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(phoneResetSchema),
    defaultValues: { phoneNumber, code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ code, password }) => {
    resend.clearRefusal();
    const result = await resetPasswordByPhone(phoneNumber, code, password);
    if (!result.ok) return resend.refuse(result.error, result.retryAfter);
    toast.success(uz.reset.passwordChanged);
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CodeSentNote phoneNumber={phoneNumber} />
      <SmsCodeField id={`${id}-code`} registration={register('code')} error={errors.code?.message} />
      <FormField id={`${id}-password`} label={uz.reset.newPassword} error={errors.password?.message}>
        {(control) => <NewPasswordInput {...control} {...register('password')} />}
      </FormField>
      <FormField
        id={`${id}-confirm`}
        label={uz.reset.confirmNewPassword}
        error={errors.confirmPassword?.message}
      >
        {(control) => <NewPasswordInput {...control} {...register('confirmPassword')} />}
      </FormField>
      <RefusalAlert refusal={resend.refusal} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? uz.reset.saving : uz.reset.saveButton}
      </Button>
      <ResendControls resend={resend} onChangeNumber={onChangeNumber} />
    </form>
  );
}
