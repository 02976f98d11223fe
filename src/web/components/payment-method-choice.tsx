import { PAYMENT_METHODS, type PaymentMethod } from '@shared/domain/storefront';
import { uz } from '@shared/i18n/uz';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { cn } from '@web/lib/cn';
import { useId } from 'react';

function isMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * The methods the server takes now (Click, Payme, Uzum; the first is the default): the learner's
 * payment and the guest checkout. None offered: says payments are unavailable.
 */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (m: PaymentMethod) => void;
}) {
  const labelId = useId();
  if (methods.length === 0) {
    return (
      <p role="note" className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        {uz.clientErrors.PAYMENT_UNAVAILABLE}
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={labelId} className="mb-3 font-semibold">
        {uz.payment.methodLabel}
      </legend>
      <RadioGroup
        aria-labelledby={labelId}
        value={value ?? ''}
        onValueChange={(next) => isMethod(next) && onChange(next)}
      >
        {methods.map((method) => (
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
