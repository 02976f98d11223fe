import { uz } from '@shared/i18n/uz';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CircleSlash } from 'lucide-react';

/** Shown instead of the sign-up form while the admin has registration turned off. */
export function RegistrationClosed({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div className="grid gap-4">
      <Alert>
        <CircleSlash aria-hidden="true" />
        <AlertTitle>{uz.auth.registrationClosedTitle}</AlertTitle>
        <AlertDescription>{uz.auth.registrationClosed}</AlertDescription>
      </Alert>
      <Button type="button" variant="outline" onClick={onSignIn}>
        {uz.auth.goToSignIn}
      </Button>
    </div>
  );
}
