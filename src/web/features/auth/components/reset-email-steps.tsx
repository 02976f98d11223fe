import { zodResolver } from '@hookform/resolvers/zod';
import { uz } from '@shared/i18n/uz';
import { resetRequestSchema, resetWithCodeSchema } from '@shared/schemas/auth';
import { EmailField } from '@web/components/email-field';
import { FormField } from '@web/components/form-field';
import { NewPasswordInput } from '@web/components/password-input';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { authClient } from '@web/lib/auth-actions';
import { callAuth } from '@web/lib/auth-call';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {uz.reset.back}
    </Button>
  );
}

/** Back on the left, the step's submit on the right (stacked on phones). */
export function StepActions({
  onBack,
  busy,
  label,
  busyLabel,
}: {
  onBack: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      <BackButton onBack={onBack} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

export function EmailRequestStep({
  defaultEmail,
  onSent,
  onBack,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await callAuth(
      () => authClient.emailOtp.requestPasswordReset({ email }),
      uz.reset.sendFailed,
    );
    if (!result.ok) {
      toast.error(uz.toast.error, { description: result.error.message });
      return;
    }
    toast.success(uz.reset.emailSentTitle, { description: uz.reset.emailSent });
    onSent(email);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField id="reset-email" registration={register('email')} error={errors.email?.message} />
      <StepActions
        onBack={onBack}
        busy={isSubmitting}
        label={uz.reset.sendButton}
        busyLabel={uz.reset.sending}
      />
    </form>
  );
}

export function EmailCodeStep({
  email,
  onDone,
  onBack,
}: {
  email: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetWithCodeSchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callAuth(
      () =>
        authClient.emailOtp.resetPassword({
          email: values.email,
          otp: values.code,
          password: values.password,
        }),
      uz.reset.passwordChangeFailed,
    );
    if (!result.ok) {
      toast.error(uz.toast.error, { description: result.error.message });
      return;
    }
    toast.success(uz.reset.passwordChanged);
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="reset-code-email" label={uz.auth.email} error={errors.email?.message}>
        {(control) => (
          <Input {...control} {...register('email')} type="email" readOnly className="bg-muted" />
        )}
      </FormField>
      <FormField id="reset-code" label={uz.reset.code} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={uz.reset.codePlaceholder}
          />
        )}
      </FormField>
      <FormField id="reset-new-password" label={uz.reset.newPassword} error={errors.password?.message}>
        {(control) => <NewPasswordInput {...control} {...register('password')} />}
      </FormField>
      <FormField
        id="reset-confirm-password"
        label={uz.reset.confirmNewPassword}
        error={errors.confirmPassword?.message}
      >
        {(control) => <NewPasswordInput {...control} {...register('confirmPassword')} />}
      </FormField>
      <StepActions
        onBack={onBack}
        busy={isSubmitting}
        label={uz.reset.saveButton}
        busyLabel={uz.reset.saving}
      />
    </form>
  );
}
