/**
 * Uzbek mobile numbers: +998, a two-digit operator code, seven digits. People type them in many
 * ways (`90 123 45 67`, `+998 90 123-45-67`, `998901234567`, `8 90 123 45 67` with the old trunk
 * prefix); every form becomes E.164 (`+998901234567`), the one form stored and compared.
 *
 * A small module rather than a phone library: one country, one pattern, and the web's first load
 * carries it.
 */

/** Operator codes in use; the set changes, so it is one list to extend. */
export const UZ_OPERATOR_CODES = [
  '20',
  '33',
  '50',
  '77',
  '88',
  '90',
  '91',
  '93',
  '94',
  '95',
  '97',
  '98',
  '99',
] as const;

const COUNTRY_CODE = '998';
const NATIONAL_LENGTH = 9;
/** Spaces, dashes, dots and brackets people put between digit groups. */
const SEPARATORS = /[\s\-.()\u00a0]/g;

/** The nine national digits of what was typed, or null when it is not a number of this shape. */
function nationalDigits(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '');
  const digits = compact.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return null;
  const international = compact !== digits;
  if (digits.length === NATIONAL_LENGTH + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE)) {
    return digits.slice(COUNTRY_CODE.length);
  }
  if (international) return null;
  if (digits.length === NATIONAL_LENGTH) return digits;
  // the old trunk prefix: "8 90 123 45 67"
  if (digits.length === NATIONAL_LENGTH + 1 && digits.startsWith('8')) return digits.slice(1);
  return null;
}

/** E.164 (`+998901234567`) for an Uzbek mobile number as people type it, or null. */
export function normalizeUzPhone(typed: string): string | null {
  const national = nationalDigits(typed);
  if (!national) return null;
  const operator = national.slice(0, 2);
  if (!(UZ_OPERATOR_CODES as readonly string[]).includes(operator)) return null;
  return `+${COUNTRY_CODE}${national}`;
}

/** True for a number already in our stored form. */
export function isUzPhone(value: string): boolean {
  return /^\+998\d{9}$/.test(value) && normalizeUzPhone(value) === value;
}

/** `+998 90 123 45 67` for a stored number; anything else is returned as it is. */
export function formatUzPhone(e164: string): string {
  const match = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return match ? `+998 ${match.slice(1).join(' ')}` : e164;
}

/**
 * A phone account has no email yet, but better-auth's user needs a unique one: it gets this
 * address under the reserved `.invalid` domain (never deliverable). It is never shown or mailed.
 */
const PLACEHOLDER_EMAIL_DOMAIN = 'phone.bilimdon.invalid';

export function placeholderEmailFor(e164: string): string {
  return `${e164.replace('+', '')}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return Boolean(email?.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`));
}
