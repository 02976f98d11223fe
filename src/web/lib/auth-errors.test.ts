import { describe, expect, it } from 'vitest';
import { authErrorInfo } from './auth-errors';

describe('authErrorInfo', () => {
  it("reads better-auth's own body", () => {
    expect(authErrorInfo({ code: 'INVALID_OTP', message: 'Kod xato', status: 400 }, 'f')).toEqual({
      status: 400,
      code: 'INVALID_OTP',
      message: 'Kod xato',
    });
  });

  it("reads the API's envelope", () => {
    expect(authErrorInfo({ error: { code: 'RATE_LIMITED', message: 'Kuting' }, status: 429 }, 'f')).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Kuting',
    });
  });

  it('uses the catalogue, then the fallback, when there is no message', () => {
    expect(authErrorInfo({ status: 429 }, 'f').message).toBe(
      "Juda ko'p urinish. Biroz kutib qaytadan urining",
    );
    expect(authErrorInfo({ status: 500 }, 'fallback').message).toBe('fallback');
  });
});
