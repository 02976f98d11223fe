import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { formatWait } from '@web/lib/format-date';
import { useCountdown } from '@web/lib/use-countdown';
import { CircleAlert } from 'lucide-react';

/** What the server refused, in its Uzbek words; `until` (epoch ms) is when a 429 lets one try again. */
export type Refusal = { message: string; until?: number | undefined };

/** Refusal from a failed call: its message, and its wait (seconds) as a moment. */
export function toRefusal(error: { message: string }, retryAfter?: number): Refusal {
  return { message: error.message, until: retryAfter ? Date.now() + retryAfter * 1000 : undefined };
}

/** The refusal beside the form, with the wait counting down while it lasts. */
export function RefusalAlert({ refusal }: { refusal: Refusal | null }) {
  const left = useCountdown(refusal?.until ?? null);
  if (!refusal) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>
        <p>{refusal.message}</p>
        {left > 0 ? <p>{phoneAuthTexts.phone.retryAfter(formatWait(left))}</p> : null}
      </AlertDescription>
    </Alert>
  );
}
