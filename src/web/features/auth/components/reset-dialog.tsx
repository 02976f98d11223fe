import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { uz } from '@shared/i18n/uz';
import { PhonePasswordForm } from '@web/components/phone/phone-password-form';
import { PhoneRequestForm } from '@web/components/phone/phone-request-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { sendPhoneResetCode } from '@web/lib/phone-auth';
import { usePhoneSignIn } from '@web/lib/public-settings';
import { BackButton, EmailCodeStep, EmailRequestStep } from './reset-email-steps';

/** Where the reset is: asking for a code, or setting the password with it; by email or by SMS. */
export type ResetStep =
  | { via: 'email'; step: 'request' | 'code'; email: string }
  | { via: 'phone'; step: 'request' | 'code'; phone: string };

export const EMAIL_RESET_START: ResetStep = { via: 'email', step: 'request', email: '' };
export const PHONE_RESET_START: ResetStep = { via: 'phone', step: 'request', phone: '' };

/** the email panel's own name (aria-labelledby would name it "Email orqali", as the field is named) */
const emailPanelName = () => ({
  'aria-labelledby': undefined,
  'aria-label': phoneAuthTexts.reset.emailPanel,
});

function description(state: ResetStep): string {
  if (state.via === 'phone')
    return state.step === 'request'
      ? phoneAuthTexts.reset.phoneDescription
      : phoneAuthTexts.reset.phoneCodeDescription;
  return state.step === 'request' ? uz.reset.requestDescription : uz.reset.newPasswordDescription;
}

function ResetSteps({
  state,
  onStateChange,
  onBackToSignIn,
  onDone,
}: {
  state: ResetStep;
  onStateChange: (state: ResetStep) => void;
  onBackToSignIn: () => void;
  onDone: (via: ResetStep['via']) => void;
}) {
  if (state.via === 'phone') {
    return state.step === 'request' ? (
      <PhoneRequestForm
        id="reset-phone"
        defaultPhone={state.phone}
        send={sendPhoneResetCode}
        onSent={(phone) => onStateChange({ via: 'phone', step: 'code', phone })}
        secondary={<BackButton onBack={onBackToSignIn} />}
      />
    ) : (
      <PhonePasswordForm
        key={state.phone}
        id="reset-phone"
        phoneNumber={state.phone}
        onDone={() => onDone('phone')}
        onChangeNumber={() => onStateChange({ ...state, step: 'request' })}
      />
    );
  }
  return state.step === 'request' ? (
    <EmailRequestStep
      defaultEmail={state.email}
      onSent={(email) => onStateChange({ via: 'email', step: 'code', email })}
      onBack={onBackToSignIn}
    />
  ) : (
    <EmailCodeStep
      key={state.email}
      email={state.email}
      onDone={() => onDone('email')}
      onBack={() => onStateChange({ ...state, step: 'request' })}
    />
  );
}

/** "Parolni unutdingizmi?": a code by SMS or by email, then a new password with it. */
export function ResetDialog({
  open,
  state,
  onStateChange,
  onClose,
  onBackToSignIn,
  onDone,
}: {
  open: boolean;
  state: ResetStep;
  onStateChange: (state: ResetStep) => void;
  onClose: () => void;
  onBackToSignIn: () => void;
  onDone: (via: ResetStep['via']) => void;
}) {
  const byPhone = usePhoneSignIn();
  const steps = (
    <ResetSteps state={state} onStateChange={onStateChange} onBackToSignIn={onBackToSignIn} onDone={onDone} />
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{uz.reset.dialogTitle}</DialogTitle>
          <DialogDescription>{description(state)}</DialogDescription>
        </DialogHeader>
        {state.step === 'request' && byPhone ? (
          <Tabs
            value={state.via}
            onValueChange={(via) => onStateChange(via === 'phone' ? PHONE_RESET_START : EMAIL_RESET_START)}
          >
            <TabsList aria-label={phoneAuthTexts.methods.label} className="grid w-full grid-cols-2">
              <TabsTrigger value="phone">{phoneAuthTexts.reset.byPhone}</TabsTrigger>
              <TabsTrigger value="email">{phoneAuthTexts.reset.byEmail}</TabsTrigger>
            </TabsList>
            <TabsContent value={state.via} {...(state.via === 'email' ? emailPanelName() : {})}>
              {steps}
            </TabsContent>
          </Tabs>
        ) : (
          steps
        )}
      </DialogContent>
    </Dialog>
  );
}
