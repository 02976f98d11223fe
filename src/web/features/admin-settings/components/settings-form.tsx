import { zodResolver } from '@hookform/resolvers/zod';
import { adminSettings } from '@shared/i18n/admin/settings';
import {
  type AdminSettings,
  adminSettingsSchema,
  SITE_DESCRIPTION_MAX,
  SITE_NAME_MAX,
} from '@shared/schemas/admin-settings';
import { FormField } from '@web/components/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { serverFieldErrors } from '@web/lib/write-error';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import { writeErrorText } from '../write-error';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';
import { ToggleField } from './toggle-field';

const t = adminSettings;
const FIELDS = new Set(Object.keys(adminSettingsSchema.shape));

type ToggleName = 'enableRegistration' | 'enableGuestCheckout' | 'enableCertificates' | 'emailNotifications';

function Toggle({ name, register }: { name: ToggleName; register: UseFormRegister<AdminSettings> }) {
  return (
    <ToggleField
      id={`settings-${name}`}
      label={adminSettings.fields[name]}
      hint={adminSettings.fields[`${name}Hint`]}
      {...register(name)}
    />
  );
}

/**
 * The spec's settings form, one form for every section: saved as a whole (PUT replaces every
 * field), the contract's Uzbek messages under the fields, the server's 400 field errors too.
 */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const update = useUpdateAdminSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({ resolver: zodResolver(adminSettingsSchema), defaultValues: settings });

  const onSubmit = handleSubmit(async (input) => {
    try {
      // the saved values are the new starting point: the form is clean again
      reset(await update.mutateAsync(input));
    } catch (error) {
      const fields = Object.entries(serverFieldErrors(error)).filter(([field]) => FIELDS.has(field));
      for (const [field, message] of fields) setError(field as keyof AdminSettings, { message });
      notifyError(writeErrorText(error, t.saveError));
      return;
    }
    notifySuccess(t.saved);
  });

  const number = { valueAsNumber: true } as const;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t.title}
      className="grid gap-6 [&_input]:scroll-mb-44 [&_textarea]:scroll-mb-44"
    >
      <SettingsSection id="settings-general" title={t.sections.general.title} hint={t.sections.general.hint}>
        <FormField
          id="settings-site-name"
          label={adminSettings.fields.siteName}
          error={errors.siteName?.message}
        >
          {(c) => <Input {...c} {...register('siteName')} maxLength={SITE_NAME_MAX} autoComplete="off" />}
        </FormField>
        <FormField
          id="settings-site-description"
          label={adminSettings.fields.siteDescription}
          error={errors.siteDescription?.message}
        >
          {(c) => (
            <Textarea {...c} {...register('siteDescription')} rows={3} maxLength={SITE_DESCRIPTION_MAX} />
          )}
        </FormField>
        <FormField
          id="settings-admin-email"
          label={adminSettings.fields.adminEmail}
          error={errors.adminEmail?.message}
        >
          {(c) => <Input {...c} {...register('adminEmail')} type="email" autoComplete="email" />}
        </FormField>
      </SettingsSection>

      <SettingsSection id="settings-users" title={t.sections.users.title} hint={t.sections.users.hint}>
        <Toggle name="enableRegistration" register={register} />
        <Toggle name="enableGuestCheckout" register={register} />
      </SettingsSection>

      <SettingsSection id="settings-quizzes" title={t.sections.quizzes.title} hint={t.sections.quizzes.hint}>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id="settings-default-price"
            label={adminSettings.fields.defaultQuizPrice}
            error={errors.defaultQuizPrice?.message}
          >
            {(c) => (
              <Input
                {...c}
                {...register('defaultQuizPrice', number)}
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
              />
            )}
          </FormField>
          <FormField
            id="settings-default-duration"
            label={adminSettings.fields.defaultQuizDuration}
            error={errors.defaultQuizDuration?.message}
          >
            {(c) => (
              <Input
                {...c}
                {...register('defaultQuizDuration', number)}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="settings-passing"
          label={adminSettings.fields.passingPercentage}
          error={errors.passingPercentage?.message}
        >
          {(c) => (
            <>
              <Input
                {...c}
                {...register('passingPercentage', number)}
                aria-describedby={[c['aria-describedby'], 'settings-passing-hint'].filter(Boolean).join(' ')}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                className="sm:max-w-40"
              />
              <p id="settings-passing-hint" className="text-xs text-muted-foreground">
                {adminSettings.fields.passingPercentageHint}
              </p>
            </>
          )}
        </FormField>
      </SettingsSection>

      <SettingsSection
        id="settings-notifications"
        title={t.sections.notifications.title}
        hint={t.sections.notifications.hint}
      >
        <Toggle name="enableCertificates" register={register} />
        <Toggle name="emailNotifications" register={register} />
      </SettingsSection>

      <SaveBar dirty={isDirty} saving={isSubmitting} onReset={() => reset()} />
    </form>
  );
}
