import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { type Refusal, RefusalAlert, toRefusal } from '@web/components/phone/refusal-alert';
import { Button } from '@web/components/ui/button';
import type { WaitedCallResult } from '@web/lib/auth-call';
import { useState } from 'react';

/** "Kod yuborish" to the account's own number (no number to type), with the refusal of a 429. */
export function SendOwnCode({ send, onSent }: { send: () => Promise<WaitedCallResult>; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const onClick = async () => {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (result.ok) onSent();
    else setRefusal(toRefusal(result.error, result.retryAfter));
  };
  return (
    <div className="grid gap-4">
      <RefusalAlert refusal={refusal} />
      <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
        {busy ? phoneAuthTexts.phone.sending : phoneAuthTexts.phone.sendCode}
      </Button>
    </div>
  );
}
