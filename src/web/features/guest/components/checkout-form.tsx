import { zodResolver } from '@hookform/resolvers/zod';
import { formatGuestPrice, guestPageTexts } from '@shared/i18n/guest-pages';
import { emailSchema, phoneNumberSchema } from '@shared/schemas/auth';
import { type GuestCheckoutBody, guestCheckoutBodySchema } from '@shared/schemas/guest';
import { FormField } from '@web/components/form-field';
import { PaymentMethodChoice } from '@web/components/payment-method-choice';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { offeredMethod, useOfferedPaymentMethods, usePhoneSignIn } from '@web/lib/public-settings';
import { Clock, CreditCard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { LinkAddressField, LinkViaChoice } from './checkout-contact';

const fields = guestCheckoutBodySchema.shape;
const common = { fullName: fields.fullName, method: fields.method };

/**
 * What the guest types and chooses; the quiz is the page's. The access link goes to the email
 * (the phone then optional), or by SMS to the phone when that is chosen instead.
 */
export const checkoutFormSchema = z.discriminatedUnion('via', [
  z.object({ via: z.literal('email'), email: emailSchema, phone: fields.phone, ...common }),
  z.object({
    via: z.literal('phone'),
    email: z.string().transform(() => undefined),
    phone: phoneNumberSchema,
    ...common,
  }),
]);
type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;
/** the checkout's body without its quiz */
export type CheckoutFormValues = Omit<GuestCheckoutBody, 'quizId'>;
type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

export type FieldErrors = Partial<Record<keyof CheckoutFormValues, string>>;

/** The body the server takes: the link's address, and the optional phone beside an email. */
function toBody({ via: _, ...values }: CheckoutFormOutput): CheckoutFormValues {
  return values;
}

/**
 * Full name and the link's address (an email, or a phone chosen instead) are required
 * (docs/product/admin-and-pages.md section 5, with the phone choice): the pay button stays disabled
 * while either is empty or while the purchase is processing. `onSubmit` returns the server's
 * field errors, if it refused the input.
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
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { via: 'email', email: '', fullName: '', phone: '', method: 'CLICK' },
  });
  const [via, email = '', phone = '', fullName = '', chosen] = watch([
    'via',
    'email',
    'phone',
    'fullName',
    'method',
  ]);
  const offered = useOfferedPaymentMethods();
  const smsOffered = usePhoneSignIn();
  const method = offeredMethod(chosen, offered);
  const bySms = via === 'phone';
  const incomplete = (bySms ? phone : email).trim() === '' || fullName.trim() === '';

  const submit = handleSubmit(
    async (values) => {
      if (!method) return;
      const refused = await onSubmit({ ...toBody(values), method });
      for (const [field, message] of Object.entries(refused)) {
        if (message) setError(field as keyof CheckoutFormInput, { message });
      }
    },
    () => {
      // Enter in a field submits even while the button is disabled: the spec's toast says why
      if (incomplete) {
        toast.error(guestPageTexts.checkout.incompleteTitle, {
          description: bySms
            ? guestPageTexts.checkout.incompleteMessageSms
            : guestPageTexts.checkout.incompleteMessage,
        });
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title" className="text-lg font-semibold">
        {guestPageTexts.checkout.formTitle}
      </h2>
      {smsOffered ? (
        <LinkViaChoice
          value={via}
          onChange={(next) => {
            clearErrors();
            setValue('via', next);
          }}
        />
      ) : null}
      <LinkAddressField
        via={via}
        email={register('email')}
        phone={register('phone')}
        phoneValue={phone}
        errors={{ email: errors.email?.message, phone: errors.phone?.message }}
      />
      <FormField
        id="guest-full-name"
        label={`${guestPageTexts.checkout.fullName} *`}
        error={errors.fullName?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('fullName')}
            autoComplete="name"
            required
            placeholder={guestPageTexts.checkout.fullNamePlaceholder}
          />
        )}
      </FormField>
      <p className="-mt-2 text-xs text-muted-foreground">{guestPageTexts.checkout.fullNameHint}</p>
      {bySms ? null : (
        <FormField id="guest-phone" label={guestPageTexts.checkout.phone} error={errors.phone?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={guestPageTexts.checkout.phonePlaceholder}
            />
          )}
        </FormField>
      )}
      {offered ? (
        <PaymentMethodChoice methods={offered} value={method} onChange={(next) => setValue('method', next)} />
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
      <div role="note" className="flex gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            {bySms ? guestPageTexts.checkout.accessNoteSms : guestPageTexts.checkout.accessNote}
          </p>
          <p className="text-muted-foreground">
            {bySms ? guestPageTexts.checkout.accountNoteSms : guestPageTexts.checkout.accountNote}
          </p>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={incomplete || isSubmitting || !method}
        aria-busy={isSubmitting}
      >
        <CreditCard aria-hidden="true" />
        {isSubmitting
          ? guestPageTexts.checkout.processing
          : guestPageTexts.checkout.pay(formatGuestPrice(price))}
      </Button>
    </form>
  );
}
