import { zodResolver } from '@hookform/resolvers/zod';
import { uz } from '@shared/i18n/uz';
import { resetPasswordPageSchema } from '@shared/schemas/auth';
import { FormField } from '@web/components/form-field';
import { NewPasswordInput } from '@web/components/password-input';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { authClient } from '@web/lib/auth-actions';
import { callAuth } from '@web/lib/auth-call';
import { CircleAlert, KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { resetPageFailureMessage } from '../reset-errors';

function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordPageSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await callAuth(
      () => authClient.emailOtp.resetPassword({ email, otp: code, password }),
      uz.reset.updateFailed,
    );
    if (!result.ok) {
      setFailure(resetPageFailureMessage(result.error));
      return;
    }
    toast.success(uz.reset.updated);
    navigate('/', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure ? <ErrorAlert message={failure} /> : null}
      <FormField id="reset-page-password" label={uz.reset.newPassword} error={errors.password?.message}>
        {(control) => <NewPasswordInput {...control} {...register('password')} />}
      </FormField>
      <FormField
        id="reset-page-confirm-password"
        label={uz.reset.confirmNewPassword}
        error={errors.confirmPassword?.message}
      >
        {(control) => <NewPasswordInput {...control} {...register('confirmPassword')} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? uz.reset.saving : uz.reset.saveButton}
      </Button>
    </form>
  );
}

/** /reset-password?email=...&code=...: the link from the reset email (or an error from it). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const error = params.get('error');
  const errorDescription = params.get('error_description');

  let body: ReactNode;
  if (error) body = <ErrorAlert message={errorDescription || uz.reset.linkInvalid} />;
  else if (!email || !code) body = <ErrorAlert message={uz.reset.linkInvalid} />;
  else body = <NewPasswordForm email={email} code={code} />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <KeyRound className="mb-2 size-8 text-primary" aria-hidden="true" />
          <CardTitle>
            <h1 className="text-2xl">{uz.reset.pageTitle}</h1>
          </CardTitle>
          <CardDescription>{uz.reset.pageDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {body}
          <Link
            to="/"
            className="justify-self-center rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {uz.reset.backHome}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
