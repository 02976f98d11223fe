import { zodResolver } from '@hookform/resolvers/zod';
import { formatUzPhone } from '@shared/domain/phone';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { phoneCodeRequestSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import type { WaitedCallResult } from '@web/lib/auth-call';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PhoneNumberField } from './phone-number-field';
import { type Refusal, RefusalAlert, toRefusal } from './refusal-alert';

/** A stored number as it goes back into the field after the shown +998: `90 123 45 67`. */
function nationalPart(e164: string): string {
  return e164 ? formatUzPhone(e164).replace(/^\+998 /, '') : '';
}

/**
 * The first step of every phone flow: the number, then "Kod yuborish". `send` gets the number in
 * E.164; on success `onSent` moves to the code step, a refusal (a 429 with its wait) stays here.
 */
export function PhoneRequestForm({
  id,
  defaultPhone = '',
  hint,
  send,
  onSent,
  secondary,
}: {
  id: string;
  /** E.164, when coming back to change the number */
  defaultPhone?: string;
  hint?: string;
  send: (phoneNumber: string) => Promise<WaitedCallResult>;
  onSent: (phoneNumber: string) => void;
  /** a button beside the submit (back) */
  secondary?: ReactNode;
}) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof phoneCodeRequestSchema>, unknown, z.output<typeof phoneCodeRequestSchema>>({
    resolver: zodResolver(phoneCodeRequestSchema),
    defaultValues: { phoneNumber: nationalPart(defaultPhone) },
  });

  const onSubmit = handleSubmit(async ({ phoneNumber }) => {
    const result = await send(phoneNumber);
    if (!result.ok) return setRefusal(toRefusal(result.error, result.retryAfter));
    setRefusal(null);
    onSent(phoneNumber);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PhoneNumberField
        id={id}
        registration={register('phoneNumber')}
        value={watch('phoneNumber')}
        error={errors.phoneNumber?.message}
      />
      {hint ? <p className="-mt-2 text-xs text-muted-foreground">{hint}</p> : null}
      <RefusalAlert refusal={refusal} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {secondary}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="sm:ml-auto">
          {isSubmitting ? phoneAuthTexts.phone.sending : phoneAuthTexts.phone.sendCode}
        </Button>
      </div>
    </form>
  );
}
