import { uz } from '@shared/i18n/uz';
import { FormField } from '@web/components/form-field';
import { Input } from '@web/components/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The email input every auth form has: labelled, typed for mobile keyboards and autofill. */
export function EmailField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label={uz.auth.email} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={uz.auth.emailPlaceholder}
        />
      )}
    </FormField>
  );
}
