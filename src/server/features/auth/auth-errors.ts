import { uz } from '../../../shared/i18n/uz';
import { errorText } from '../../plugins/language';

export interface AuthErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Codes for better-auth answers that carry none, or only its input-checking ones. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/** better-auth's codes that have a name of ours. */
const RENAMED_CODES: Record<string, string> = {
  // adding a number another account holds: said only after the code proved the number is theirs
  PHONE_NUMBER_EXIST: 'PHONE_TAKEN',
};

/** better-call's schema errors and bad JSON: input errors, whatever better-auth calls them. */
const INPUT_ERROR_CODES = new Set(['VALIDATION_ERROR', 'BAD_REQUEST', 'INTERNAL']);

type Parsed = { code?: unknown; message?: unknown; fields?: unknown };

function parse(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Parsed) : {};
  } catch {
    return {};
  }
}

function isOurs(code: string): boolean {
  return Object.hasOwn(uz.errors, code);
}

function codeFor(status: number, given: unknown): string {
  if (status >= 500) return 'INTERNAL';
  const statusCode = CODE_BY_STATUS[status] ?? (status === 400 ? 'VALIDATION_FAILED' : 'INTERNAL');
  if (typeof given !== 'string' || !given) return statusCode;
  if (status === 400 && INPUT_ERROR_CODES.has(given)) return 'VALIDATION_FAILED';
  return RENAMED_CODES[given] ?? given;
}

function messageFor(status: number, code: string, parsed: Parsed): string {
  // our limits name themselves (SMS_RATE_LIMITED); better-auth's own say only RATE_LIMITED
  if (status === 429 && !isOurs(code)) return errorText('RATE_LIMITED');
  // our own validation (auth-input.ts) carries the field's specific Uzbek message
  if (parsed.code === 'VALIDATION_FAILED' && typeof parsed.message === 'string') return parsed.message;
  if (isOurs(code)) return errorText(code);
  // better-auth's other codes stay for programs; people get the Uzbek text for the status
  return errorText(CODE_BY_STATUS[status] ?? (status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL'));
}

function fieldsOf(parsed: Parsed): Record<string, string> | undefined {
  if (parsed.code !== 'VALIDATION_FAILED' || !parsed.fields || typeof parsed.fields !== 'object')
    return undefined;
  return parsed.fields as Record<string, string>;
}

/**
 * The API's one error body for a better-auth error answer: { error: { code, message, fields? } }
 * with an Uzbek message and a stable code, and nothing of better-auth's own text (English, and
 * for 5xx possibly internal).
 */
export function authErrorBody(status: number, text: string): AuthErrorBody {
  const parsed = parse(text);
  const code = codeFor(status, parsed.code);
  const fields = fieldsOf(parsed);
  return { error: { code, message: messageFor(status, code, parsed), ...(fields ? { fields } : {}) } };
}
