import { zodResolver } from '@hookform/resolvers/zod';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { passwordSchema, phoneNumberSchema } from '@shared/schemas/auth';
import { FormField } from '@web/components/form-field';
import { PasswordInput } from '@web/components/password-input';
import { PhoneNumberField } from '@web/components/phone/phone-number-field';
import { type Refusal, RefusalAlert } from '@web/components/phone/refusal-alert';
import { Button } from '@web/components/ui/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const schema = z.object({ phoneNumber: phoneNumberSchema, password: passwordSchema });
type Values = z.output<typeof schema>;

/** A phone account that set a password may sign in with it instead of a code. */
export function PhonePasswordSignIn({
  signIn,
  onUseCode,
  onForgotPassword,
}: {
  signIn: (values: Values) => Promise<Refusal | null>;
  onUseCode: () => void;
  onForgotPassword: () => void;
}) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { phoneNumber: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => setRefusal(await signIn(values)));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PhoneNumberField
        id="signin-phone-password-number"
        registration={register('phoneNumber')}
        value={watch('phoneNumber')}
        error={errors.phoneNumber?.message}
      />
      <FormField id="signin-phone-password" label={uz.auth.password} error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </FormField>
      <RefusalAlert refusal={refusal} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? uz.auth.signingIn : uz.auth.signInButton}
      </Button>
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onUseCode}>
          {phoneAuthTexts.phone.withCode}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onForgotPassword}>
          {uz.auth.forgotPassword}
        </Button>
      </div>
    </form>
  );
}
