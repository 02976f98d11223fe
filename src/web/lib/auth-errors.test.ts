import { describe, expect, it } from 'vitest';
import { authErrorInfo, networkErrorInfo } from './auth-errors';

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

describe('authErrorInfo and the friendly mapping', () => {
  it("keeps our server's message for a code the catalogue knows", () => {
    expect(
      authErrorInfo({ code: 'INVALID_EMAIL_OR_PASSWORD', message: "Email yoki parol noto'g'ri" }, 'f')
        .message,
    ).toBe("Email yoki parol noto'g'ri");
  });

  it("keeps our server's message even for the generic INTERNAL code", () => {
    expect(
      authErrorInfo({ error: { code: 'INTERNAL', message: 'Serverda xatolik' }, status: 500 }, 'f').message,
    ).toBe('Serverda xatolik');
  });

  it("maps a provider's message under an unknown code", () => {
    expect(
      authErrorInfo({ code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session', status: 400 }, 'f'),
    ).toEqual({
      status: 400,
      code: 'FAILED_TO_GET_SESSION',
      message: 'Your session has expired. Please sign in again.',
    });
    expect(authErrorInfo({ message: 'Unauthorized', status: 401 }, 'f').message).toBe(
      'Authentication failed. Please check your credentials.',
    );
    expect(authErrorInfo({ message: 'Boom', status: 500 }, 'f').message).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('gives the network message when the call threw', () => {
    expect(networkErrorInfo()).toEqual({
      status: 0,
      code: 'NETWORK',
      message: 'Network error. Please check your connection.',
    });
  });
});
