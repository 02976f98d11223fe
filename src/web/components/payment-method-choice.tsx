import { PAYMENT_METHODS, type PaymentMethod } from '@shared/domain/storefront';
import { uz } from '@shared/i18n/uz';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { cn } from '@web/lib/cn';
import { useId } from 'react';

function isMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Click (the default), Payme or Uzum: the learner's cart payment and the guest checkout. */
export function PaymentMethodChoice({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
}) {
  const labelId = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={labelId} className="mb-3 font-semibold">
        {uz.payment.methodLabel}
      </legend>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => isMethod(next) && onChange(next)}
      >
        {PAYMENT_METHODS.map((method) => (
          <Label
            key={method}
            htmlFor={`pay-${method}`}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border p-4 font-normal',
              value === method && 'border-primary bg-primary/5',
            )}
          >
            <RadioGroupItem id={`pay-${method}`} value={method} />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{uz.payment.methods[method]}</span>
              <span className="text-xs text-muted-foreground">{uz.payment.methodHints[method]}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
