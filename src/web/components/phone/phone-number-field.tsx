import { formatUzPhone, normalizeUzPhone } from '@shared/domain/phone';
import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { FormField } from '@web/components/form-field';
import { Input } from '@web/components/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * An Uzbek mobile number as people type it (`90 123 45 67`, `+998...`, `8 90 ...`) after a shown
 * +998, with the number it is read as once it is one (the form's schema normalises it the same way).
 */
export function PhoneNumberField({
  id,
  registration,
  value,
  error,
  label = phoneAuthTexts.phone.label,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  value: string | undefined;
  error: string | undefined;
  label?: string;
}) {
  const e164 = normalizeUzPhone(value ?? '');
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          <div className="flex">
            <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
              {phoneAuthTexts.phone.prefix}
            </span>
            <Input
              {...control}
              {...registration}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={phoneAuthTexts.phone.placeholder}
              className="rounded-l-none"
            />
          </div>
          {e164 ? (
            <p className="text-xs text-muted-foreground" data-testid={`${id}-normalized`}>
              {phoneAuthTexts.phone.normalized(formatUzPhone(e164))}
            </p>
          ) : null}
        </>
      )}
    </FormField>
  );
}
