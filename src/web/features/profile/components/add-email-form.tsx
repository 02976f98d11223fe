import { zodResolver } from '@hookform/resolvers/zod';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { emailSchema } from '@shared/schemas/auth';
import { EmailField } from '@web/components/email-field';
import { type Refusal, RefusalAlert, toRefusal } from '@web/components/phone/refusal-alert';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { addEmailToAccount } from '@web/lib/phone-auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const schema = z.object({ email: emailSchema });

/** The address, then a confirmation link to it: the email joins the account once the link is opened. */
export function AddEmailForm({ onClose }: { onClose: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await addEmailToAccount(email);
    if (!result.ok) return setRefusal(toRefusal(result.error, result.retryAfter));
    setRefusal(null);
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <Alert>
          <MailCheck aria-hidden="true" />
          <AlertTitle>{phoneAuthTexts.profile.emailSentTitle}</AlertTitle>
          <AlertDescription>{phoneAuthTexts.profile.emailSent(sentTo)}</AlertDescription>
        </Alert>
        <Button type="button" onClick={onClose}>
          {uz.common.close}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField id="add-email" registration={register('email')} error={errors.email?.message} />
      <RefusalAlert refusal={refusal} />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? phoneAuthTexts.profile.sending : phoneAuthTexts.profile.send}
      </Button>
    </form>
  );
}
