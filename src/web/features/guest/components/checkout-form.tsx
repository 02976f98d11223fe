import { zodResolver } from '@hookform/resolvers/zod';
import { formatGuestPrice, guestPageTexts } from '@shared/i18n/guest-pages';
import { guestCheckoutBodySchema } from '@shared/schemas/guest';
import { FormField } from '@web/components/form-field';
import { PaymentMethodChoice } from '@web/components/payment-method-choice';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { offeredMethod, useOfferedPaymentMethods } from '@web/lib/public-settings';
import { Clock, CreditCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

const t = guestPageTexts.checkout;

/** What the guest types and chooses; the quiz is the page's. */
export const checkoutFormSchema = guestCheckoutBodySchema.pick({
  email: true,
  fullName: true,
  phone: true,
  method: true,
});
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;
type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

export type FieldErrors = Partial<Record<keyof CheckoutFormInput, string>>;

/**
 * Email and full name are required, phone optional (docs/product/admin-and-pages.md section 5): the pay button stays
 * disabled while either is empty or while the purchase is processing. `onSubmit` returns the
 * server's field errors, if it refused the input.
 */
export function CheckoutForm({
  price,
  onSubmit,
}: {
  price: number;
  onSubmit: (values: CheckoutFormValues) => Promise<FieldErrors>;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { email: '', fullName: '', phone: '', method: 'CLICK' },
  });
  const [email = '', fullName = '', chosen] = watch(['email', 'fullName', 'method']);
  const offered = useOfferedPaymentMethods();
  const method = offeredMethod(chosen, offered);
  const incomplete = email.trim() === '' || fullName.trim() === '';

  const submit = handleSubmit(
    async (values) => {
      if (!method) return;
      const refused = await onSubmit({ ...values, method });
      for (const [field, message] of Object.entries(refused)) {
        if (message) setError(field as keyof CheckoutFormInput, { message });
      }
    },
    () => {
      // Enter in a field submits even while the button is disabled: the spec's toast says why
      if (incomplete) toast.error(t.incompleteTitle, { description: t.incompleteMessage });
    },
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title" className="text-lg font-semibold">
        {t.formTitle}
      </h2>
      <FormField id="guest-email" label={`${t.email} *`} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t.emailPlaceholder}
          />
        )}
      </FormField>
      <FormField id="guest-full-name" label={`${t.fullName} *`} error={errors.fullName?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('fullName')}
            autoComplete="name"
            required
            placeholder={t.fullNamePlaceholder}
          />
        )}
      </FormField>
      <p className="-mt-2 text-xs text-muted-foreground">{t.fullNameHint}</p>
      <FormField id="guest-phone" label={t.phone} error={errors.phone?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t.phonePlaceholder}
          />
        )}
      </FormField>
      {offered ? (
        <PaymentMethodChoice methods={offered} value={method} onChange={(next) => setValue('method', next)} />
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
      <div role="note" className="flex gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t.accessNote}</p>
          <p className="text-muted-foreground">{t.accountNote}</p>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={incomplete || isSubmitting || !method}
        aria-busy={isSubmitting}
      >
        <CreditCard aria-hidden="true" />
        {isSubmitting ? t.processing : t.pay(formatGuestPrice(price))}
      </Button>
    </form>
  );
}
