import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import type { WaitedCallResult } from '@web/lib/auth-call';
import type { AuthErrorInfo } from '@web/lib/auth-errors';
import { useState } from 'react';
import { toast } from 'sonner';
import { type Refusal, toRefusal } from './refusal-alert';

/** How long the resend button waits after a code was sent: time for the SMS to arrive. */
export const RESEND_AFTER_SECONDS = 60;
/** Refusals after which the code is spent: a new one may be asked for at once. */
const SPENT_CODE = new Set(['SMS_CODE_EXPIRED', 'SMS_CODE_TOO_MANY_ATTEMPTS']);

const inAMinute = () => Date.now() + RESEND_AFTER_SECONDS * 1000;

/**
 * The code step's state: when the code may be sent again, and the last refusal (of the code or
 * of a resend). `send` asks the server for a new code for the same number.
 */
export function useCodeResend(send: () => Promise<WaitedCallResult>) {
  const [resendAt, setResendAt] = useState(inAMinute);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);

  const refuse = (error: AuthErrorInfo, retryAfter?: number) => {
    const next = toRefusal(error, retryAfter);
    setRefusal(next);
    if (next.until) setResendAt(next.until);
    else if (SPENT_CODE.has(error.code)) setResendAt(0);
  };

  const resend = async () => {
    setSending(true);
    const result = await send();
    setSending(false);
    if (!result.ok) return refuse(result.error, result.retryAfter);
    setRefusal(null);
    setResendAt(inAMinute());
    toast.success(phoneAuthTexts.phone.codeSentTitle);
  };

  return { resendAt, refusal, sending, refuse, resend, clearRefusal: () => setRefusal(null) };
}

export type CodeResend = ReturnType<typeof useCodeResend>;
