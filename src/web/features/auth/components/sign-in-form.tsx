import { zodResolver } from '@hookform/resolvers/zod';
import { uz } from '@shared/i18n/uz';
import { signInSchema } from '@shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { EmailField } from '@web/components/email-field';
import { FormField } from '@web/components/form-field';
import { PasswordInput } from '@web/components/password-input';
import { Button } from '@web/components/ui/button';
import { authClient } from '@web/lib/auth-actions';
import { callAuth } from '@web/lib/auth-call';
import { closeAuthDialog } from '@web/lib/auth-dialog';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

export function SignInForm({
  defaultEmail = '',
  onForgotPassword,
}: {
  defaultEmail?: string;
  onForgotPassword: () => void;
}) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const result = await callAuth(
      () => authClient.signIn.email({ email, password }),
      uz.clientErrors.INTERNAL,
    );
    if (!result.ok) {
      toast.error(uz.toast.signInError, { description: result.error.message });
      return;
    }
    toast.success(uz.auth.signInSuccess);
    closeAuthDialog();
    await queryClient.invalidateQueries();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField id="signin-email" registration={register('email')} error={errors.email?.message} />
      <FormField id="signin-password" label={uz.auth.password} error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? uz.auth.signingIn : uz.auth.signInButton}
      </Button>
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-center p-0"
        onClick={onForgotPassword}
      >
        {uz.auth.forgotPassword}
      </Button>
    </form>
  );
}
