import { guestPageTexts } from '@shared/i18n/guest-pages';
import { FormField } from '@web/components/form-field';
import { PhoneNumberField } from '@web/components/phone/phone-number-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { cn } from '@web/lib/cn';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Where the access link goes: the email, or by SMS to the phone. */
export type LinkVia = 'email' | 'phone';

const choices = (): { via: LinkVia; label: string; hint: string }[] => [
  { via: 'email', label: guestPageTexts.checkout.viaEmail, hint: guestPageTexts.checkout.viaEmailHint },
  { via: 'phone', label: guestPageTexts.checkout.viaPhone, hint: guestPageTexts.checkout.viaPhoneHint },
];

export function LinkViaChoice({ value, onChange }: { value: LinkVia; onChange: (via: LinkVia) => void }) {
  const labelId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={labelId} className="mb-2 text-sm font-medium">
        {guestPageTexts.checkout.linkVia}
      </legend>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next === 'phone' ? 'phone' : 'email')}
        className="grid gap-2 sm:grid-cols-2"
      >
        {choices().map((choice) => (
          <Label
            key={choice.via}
            htmlFor={`guest-via-${choice.via}`}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal',
              value === choice.via && 'border-primary bg-primary/5',
            )}
          >
            <RadioGroupItem id={`guest-via-${choice.via}`} value={choice.via} />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{choice.label}</span>
              <span className="text-xs text-muted-foreground">{choice.hint}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

/** The email the link goes to (required), or the phone the SMS goes to (required). */
export function LinkAddressField({
  via,
  email,
  phone,
  phoneValue,
  errors,
}: {
  via: LinkVia;
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  phoneValue: string | undefined;
  errors: { email?: string | undefined; phone?: string | undefined };
}) {
  if (via === 'phone') {
    return (
      <PhoneNumberField
        id="guest-link-phone"
        label={`${guestPageTexts.checkout.phoneRequired} *`}
        registration={phone}
        value={phoneValue}
        error={errors.phone}
      />
    );
  }
  return (
    <FormField id="guest-email" label={`${guestPageTexts.checkout.email} *`} error={errors.email}>
      {(control) => (
        <Input
          {...control}
          {...email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={guestPageTexts.checkout.emailPlaceholder}
        />
      )}
    </FormField>
  );
}
