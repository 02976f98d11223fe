import { createHash, timingSafeEqual } from 'node:crypto';
import { CLICK_ACTION } from './click-errors';

/** The fields Click signs, exactly as received (strings): the sign is over the raw text, not parsed values. */
export interface ClickSignedFields {
  click_trans_id: string;
  service_id: string;
  merchant_trans_id: string;
  /** present on Complete only */
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  sign_time: string;
}

/**
 * Click's sign_string: md5 of click_trans_id + service_id + SECRET_KEY + merchant_trans_id
 * (+ merchant_prepare_id on Complete) + amount + action + sign_time, as lowercase hex.
 * Any action other than Complete is signed like Prepare, as Click's own library does, so an
 * unknown action still reaches its own error (-3) rather than a sign failure.
 */
export function clickSignString(fields: ClickSignedFields, secretKey: string): string {
  const prepareId = fields.action === CLICK_ACTION.COMPLETE ? (fields.merchant_prepare_id ?? '') : '';
  const text =
    fields.click_trans_id +
    fields.service_id +
    secretKey +
    fields.merchant_trans_id +
    prepareId +
    fields.amount +
    fields.action +
    fields.sign_time;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Constant-time comparison: both sides are hashed to equal-length digests first. */
export function clickSignMatches(fields: ClickSignedFields, received: string, secretKey: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(clickSignString(fields, secretKey)), digest(received.toLowerCase()));
}
