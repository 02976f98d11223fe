import { uz } from '@shared/i18n/uz';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { LogIn } from 'lucide-react';

/** What a guest sees on a signed-in-only page: why, and a button that opens the auth dialog. */
export function SignInPrompt({ message }: { message: string }) {
  return (
    <StatusPanel icon={LogIn} title={uz.signInPrompt.title} message={message}>
      <Button onClick={() => openAuthDialog('signin')}>
        <LogIn aria-hidden="true" />
        {uz.signInPrompt.button}
      </Button>
    </StatusPanel>
  );
}
