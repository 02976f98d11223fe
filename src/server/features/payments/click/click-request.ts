import { z } from 'zod';
import { containsUnstorableText } from '../../../plugins/unstorable-text';
import { CLICK_ACTION } from './click-errors';
import type { ClickSignedFields } from './click-sign';

/** A Click callback's fields as received: every value kept as the exact text Click sent. */
export type ClickFields = Record<string, string>;

/**
 * Click posts form-encoded fields; a JSON object is accepted too. Values stay strings so the sign
 * is checked over what was sent (a JSON number is taken in JavaScript's text form, the best a JSON
 * sender can get). Anything unreadable gives no fields, which Click hears as -8; so does a value
 * PostgreSQL cannot store (a NUL decoded from %00), as our answer echoes values and is recorded.
 */
export function parseClickBody(raw: string): ClickFields {
  const text = raw.trim();
  const fields = text.startsWith('{') ? jsonFields(text) : Object.fromEntries(new URLSearchParams(text));
  return containsUnstorableText(fields) ? {} : fields;
}

function jsonFields(text: string): ClickFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const scalar = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return Object.fromEntries(
    Object.entries(parsed)
      .filter(([, value]) => scalar(value))
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Every field of Prepare; Complete adds merchant_prepare_id. error_note may be empty. */
const PREPARE_FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'error_note',
  'sign_time',
  'sign_string',
] as const;

/** The fields a request lacks (absent, or empty where a value is needed): Click's -8. */
export function missingClickFields(fields: ClickFields): string[] {
  const required: string[] =
    fields.action === CLICK_ACTION.COMPLETE
      ? [...PREPARE_FIELDS, 'merchant_prepare_id']
      : [...PREPARE_FIELDS];
  return required.filter(
    (name) => fields[name] === undefined || (name !== 'error_note' && fields[name] === ''),
  );
}

/** The signed fields of a request that has them all (see missingClickFields). */
export const signedFieldsOf = (fields: ClickFields): ClickSignedFields => ({
  click_trans_id: fields.click_trans_id!,
  service_id: fields.service_id!,
  merchant_trans_id: fields.merchant_trans_id!,
  merchant_prepare_id: fields.merchant_prepare_id,
  amount: fields.amount!,
  action: fields.action!,
  sign_time: fields.sign_time!,
});

const digits = z.string().regex(/^\d{1,19}$/);
const clickRequestSchema = z.object({
  click_trans_id: digits,
  click_paydoc_id: z.string().max(64),
  merchant_trans_id: z.string().max(128),
  merchant_prepare_id: digits.optional(),
  // so'm; Click writes "1000" or "1000.00"
  amount: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/)
    .transform(Number),
  action: z.string(),
  error: z
    .string()
    .regex(/^-?\d{1,9}$/)
    .transform(Number),
  error_note: z.string().max(1000),
  sign_time: z.string().max(64),
});
export type ClickRequest = z.infer<typeof clickRequestSchema>;

/** The request's values once its sign is proven; null when a value is malformed (-8). */
export function readClickRequest(fields: ClickFields): ClickRequest | null {
  const parsed = clickRequestSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** Click's answer body (HTTP 200 always); ids are numbers as Click's documentation shows them. */
export const clickResponseSchema = z.object({
  click_trans_id: z.number().int().optional(),
  merchant_trans_id: z.string().optional(),
  merchant_prepare_id: z.number().int().nullable().optional(),
  merchant_confirm_id: z.number().int().nullable().optional(),
  error: z.number().int(),
  error_note: z.string(),
});
export type ClickResponse = z.infer<typeof clickResponseSchema>;
