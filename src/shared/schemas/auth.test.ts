import { describe, expect, it } from 'vitest';
import { uz } from '../i18n/uz';
import { resetPasswordPageSchema, resetWithCodeSchema, signInSchema, signUpSchema } from './auth';

const v = uz.validation;
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('sign-in rules', () => {
  it('accepts a valid email and password, trimmed and lower-cased', () => {
    expect(signInSchema.parse({ email: '  Ali@Example.UZ ', password: 'parol123' })).toEqual({
      email: 'ali@example.uz',
      password: 'parol123',
    });
  });
  it.each([
    ['ali@', v.emailInvalid],
    ['', v.emailRequired],
    [`${'a'.repeat(250)}@b.uz`, v.emailTooLong],
  ])('email %j -> %s', (email, message) => {
    expect(messages(signInSchema.safeParse({ email, password: 'parol123' }))).toContain(message);
  });
  it.each([
    ['1234567', v.passwordMin8],
    ['a'.repeat(129), v.passwordMax128],
  ])('password of length %#', (password, message) => {
    expect(messages(signInSchema.safeParse({ email: 'a@b.uz', password }))).toEqual([message]);
  });
  it('accepts passwords of exactly 8 and 128 characters', () => {
    expect(signInSchema.safeParse({ email: 'a@b.uz', password: '12345678' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.uz', password: 'a'.repeat(128) }).success).toBe(true);
  });
});

describe('sign-up rules', () => {
  const valid = {
    email: 'a@b.uz',
    password: 'parol123',
    confirmPassword: 'parol123',
    fullName: 'Ali Valiyev',
  };
  it('needs a full name of at least 2 characters after sanitising', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, fullName: ' A ' }))).toEqual([v.fullNameRequired]);
    expect(messages(signUpSchema.safeParse({ ...valid, fullName: '<script>evil()</script>' }))).toEqual([
      v.fullNameRequired,
    ]);
    expect(signUpSchema.parse({ ...valid, fullName: ' <b>Ali</b> Vali ' }).fullName).toBe('Ali Vali');
  });
  it('needs matching passwords', () => {
    const result = signUpSchema.safeParse({ ...valid, confirmPassword: 'boshqa123' });
    expect(messages(result)).toEqual([v.passwordsMismatch]);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('reset rules', () => {
  it.each(['12345', '123456', '1234567'])(
    'a new password of %j gets the one message of the sign-up and sign-in rule',
    (password) => {
      const result = resetPasswordPageSchema.safeParse({ password, confirmPassword: password });
      expect(messages(result)).toEqual([v.passwordMin8]);
      const signUp = signUpSchema.safeParse({
        email: 'a@b.uz',
        password,
        confirmPassword: password,
        fullName: 'Ali Valiyev',
      });
      expect(messages(signUp)).toEqual([v.passwordMin8]);
    },
  );
  it('accepts a new password of 8 characters', () => {
    expect(
      resetPasswordPageSchema.safeParse({ password: '12345678', confirmPassword: '12345678' }).success,
    ).toBe(true);
  });
  it('needs the confirmation to match, in the words of sign-up', () => {
    expect(
      messages(resetPasswordPageSchema.safeParse({ password: 'parol1234', confirmPassword: 'parol1235' })),
    ).toEqual([v.passwordsMismatch]);
  });
  it('needs a 6-digit code', () => {
    const base = { email: 'a@b.uz', password: 'parol1234', confirmPassword: 'parol1234' };
    expect(resetWithCodeSchema.safeParse({ ...base, code: ' 123456 ' }).success).toBe(true);
    expect(messages(resetWithCodeSchema.safeParse({ ...base, code: '12345a' }))).toEqual([v.codeInvalid]);
  });
});
