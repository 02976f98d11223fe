import { zodResolver } from '@hookform/resolvers/zod';
import { contactTexts } from '@shared/i18n/contact';
import { uz } from '@shared/i18n/uz';
import { type ContactSource, contactMessageInputSchema } from '@shared/schemas/contact';
import { FormField } from '@web/components/form-field';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { useHydrated } from '@web/lib/use-hydrated';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useSendContactMessage } from '../api/send-contact-message';

const formSchema = contactMessageInputSchema.omit({ source: true });
const EMPTY: Required<FormValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
};
type FormValues = z.input<typeof formSchema>;

function SentPanel({ onAnother }: { onAnother: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border bg-muted/30 px-4 py-10 text-center"
    >
      <CircleCheck className="size-10 text-green-600 dark:text-green-400" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{contactTexts.form.sentTitle}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{contactTexts.form.sentBody}</p>
      <Button variant="outline" onClick={onAnother}>
        {contactTexts.form.sendAnother}
      </Button>
    </div>
  );
}

/**
 * The support and contact pages' one message form: checked with the shared schema before it goes,
 * the server's field errors shown by their fields, and the per-IP limit's message above the button.
 */
export function ContactForm({
  source,
  subjectPlaceholder,
}: {
  source: ContactSource;
  subjectPlaceholder: string;
}) {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await send.mutateAsync({ ...values, source });
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      const message = isApiError(error) ? error.message : uz.clientErrors.INTERNAL;
      for (const [field, text] of Object.entries(isApiError(error) ? (error.fields ?? {}) : {}))
        if (field in EMPTY) setError(field as Path<FormValues>, { message: text });
      setRefusal(message);
      toast.error(contactTexts.form.failed, { description: message });
    }
  });

  const hydrated = useHydrated();
  if (sent) return <SentPanel onAnother={() => setSent(false)} />;

  const field = (name: keyof FormValues) => ({ id: `contact-${name}`, error: errors[name]?.message });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')} label={contactTexts.form.firstName}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField {...field('lastName')} label={contactTexts.form.lastName}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
        <FormField {...field('email')} label={contactTexts.form.email}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField {...field('phone')} label={<Optional label={contactTexts.form.phone} />}>
          {(control) => (
            <Input
              {...control}
              {...register('phone')}
              type="tel"
              autoComplete="tel"
              placeholder={contactTexts.form.phonePlaceholder}
            />
          )}
        </FormField>
      </div>
      <FormField {...field('company')} label={<Optional label={contactTexts.form.company} />}>
        {(control) => <Input {...control} {...register('company')} autoComplete="organization" />}
      </FormField>
      <FormField {...field('subject')} label={contactTexts.form.subject}>
        {(control) => <Input {...control} {...register('subject')} placeholder={subjectPlaceholder} />}
      </FormField>
      <FormField {...field('message')} label={contactTexts.form.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('message')}
            rows={6}
            placeholder={contactTexts.form.messagePlaceholder}
          />
        )}
      </FormField>
      {refusal ? (
        <Alert variant="destructive">
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      ) : null}
      <Button
        type="submit"
        disabled={isSubmitting || !hydrated}
        aria-busy={isSubmitting}
        className="sm:justify-self-start"
      >
        <Send aria-hidden="true" />
        {isSubmitting ? contactTexts.form.sending : contactTexts.form.send}
      </Button>
    </form>
  );
}

function Optional({ label }: { label: string }) {
  return (
    <>
      {label} <span className="font-normal text-muted-foreground">{contactTexts.form.optional}</span>
    </>
  );
}
