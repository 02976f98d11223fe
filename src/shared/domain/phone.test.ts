import { describe, expect, it } from 'vitest';
import { uz } from '../i18n/uz';
import { phoneNumberSchema } from '../schemas/auth';
import { formatUzPhone, isPlaceholderEmail, isUzPhone, normalizeUzPhone, placeholderEmailFor } from './phone';

describe('Uzbek mobile numbers', () => {
  it.each([
    '90 123 45 67',
    '901234567',
    '+998 90 123-45-67',
    '+998901234567',
    '998901234567',
    '8 90 123 45 67',
    '(90) 123.45.67',
    '00998 90 123 45 67',
  ])('%s becomes +998901234567', (typed) => {
    expect(normalizeUzPhone(typed)).toBe('+998901234567');
  });

  it('the trunk prefix 8 and operator 88 are told apart by length', () => {
    expect(normalizeUzPhone('88 123 45 67')).toBe('+998881234567');
    expect(normalizeUzPhone('8 88 123 45 67')).toBe('+998881234567');
  });

  it.each([
    ['an unknown operator code', '12 345 67 89'],
    ['too few digits', '90 123 45 6'],
    ['too many digits', '90 123 45 678'],
    ['another country', '+7 912 345 67 89'],
    ['+ before national digits', '+901234567'],
    ['letters', '90 123 45 6x'],
    ['nothing', ''],
  ])('refuses %s', (_, typed) => {
    expect(normalizeUzPhone(typed)).toBeNull();
  });

  it('formats a stored number for people and leaves anything else alone', () => {
    expect(formatUzPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatUzPhone('hello')).toBe('hello');
    expect(isUzPhone('+998901234567')).toBe(true);
    expect(isUzPhone('998901234567')).toBe(false);
  });

  it('the placeholder email of a phone account is recognised and never deliverable', () => {
    const email = placeholderEmailFor('+998901234567');
    expect(email).toBe('998901234567@phone.bilimdon.invalid');
    expect(isPlaceholderEmail(email)).toBe(true);
    expect(isPlaceholderEmail('ali@example.uz')).toBe(false);
    expect(isPlaceholderEmail(null)).toBe(false);
  });

  it('the shared schema answers in Uzbek', () => {
    expect(phoneNumberSchema.parse(' 90 123 45 67 ')).toBe('+998901234567');
    expect(phoneNumberSchema.safeParse('12345').error?.issues[0]?.message).toBe(uz.validation.phoneInvalid);
    expect(phoneNumberSchema.safeParse('').error?.issues[0]?.message).toBe(uz.validation.phoneRequired);
    expect(phoneNumberSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      uz.validation.phoneRequired,
    );
  });
});
