import { zodResolver } from '@hookform/resolvers/zod';
import { uz } from '@shared/i18n/uz';
import { signUpSchema } from '@shared/schemas/auth';
import { EmailField } from '@web/components/email-field';
import { FormField } from '@web/components/form-field';
import { NewPasswordInput } from '@web/components/password-input';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { authClient } from '@web/lib/auth-actions';
import { callAuth } from '@web/lib/auth-call';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

type SignUpEmailBody = Parameters<typeof authClient.signUp.email>[0];

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password, fullName, confirmPassword }) => {
    // The server checks confirmPassword too, so it travels with better-auth's own fields.
    const body = { email, password, name: fullName, confirmPassword, callbackURL: '/?verified=1' };
    const result = await callAuth(
      () => authClient.signUp.email(body as SignUpEmailBody),
      uz.clientErrors.INTERNAL,
    );
    if (!result.ok) {
      toast.error(uz.toast.signUpError, { description: result.error.message });
      return;
    }
    toast.success(uz.auth.signUpSuccessTitle, { description: uz.auth.signUpSuccess });
    onSignedUp(email);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="signup-full-name" label={uz.auth.fullName} error={errors.fullName?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('fullName')}
            autoComplete="name"
            placeholder={uz.auth.fullNamePlaceholder}
          />
        )}
      </FormField>
      <EmailField id="signup-email" registration={register('email')} error={errors.email?.message} />
      <FormField id="signup-password" label={uz.auth.password} error={errors.password?.message}>
        {(control) => <NewPasswordInput {...control} {...register('password')} />}
      </FormField>
      <FormField
        id="signup-confirm-password"
        label={uz.auth.confirmPassword}
        error={errors.confirmPassword?.message}
      >
        {(control) => <NewPasswordInput {...control} {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? uz.auth.signingUp : uz.auth.signUpButton}
      </Button>
    </form>
  );
}
