import { phoneAuthTexts } from '@shared/i18n/phone-auth';
import { authClient } from './auth-actions';
import { callAuthWithWait, type WaitedCallResult } from './auth-call';

/*
 * better-auth's phone-number calls (phoneNumberClient) and a phone account's email, each keeping a
 * 429's wait. The numbers are E.164, as the shared phoneNumberSchema gives them.
 */

/** A sign-in code; for a signed-in learner adding a phone, the code to confirm the new number. */
export function sendPhoneCode(phoneNumber: string): Promise<WaitedCallResult> {
  return callAuthWithWait(
    (fetchOptions) => authClient.phoneNumber.sendOtp({ phoneNumber, fetchOptions }),
    phoneAuthTexts.phone.sendFailed,
  );
}

/** Signs in (an unknown number gets a new account); with `addToAccount`, adds the number to the signed-in one. */
export function verifyPhoneCode(
  phoneNumber: string,
  code: string,
  { addToAccount = false } = {},
): Promise<WaitedCallResult> {
  return callAuthWithWait(
    (fetchOptions) =>
      authClient.phoneNumber.verify({
        phoneNumber,
        code,
        ...(addToAccount ? { updatePhoneNumber: true } : {}),
        fetchOptions,
      }),
    phoneAuthTexts.phone.verifyFailed,
  );
}

/** Signs in a phone account that set a password. */
export function signInWithPhonePassword(phoneNumber: string, password: string): Promise<WaitedCallResult> {
  return callAuthWithWait(
    (fetchOptions) => authClient.signIn.phoneNumber({ phoneNumber, password, fetchOptions }),
    phoneAuthTexts.phone.verifyFailed,
  );
}

/** A password reset code by SMS; the server answers alike whether the number has an account or not. */
export function sendPhoneResetCode(phoneNumber: string): Promise<WaitedCallResult> {
  return callAuthWithWait(
    (fetchOptions) => authClient.phoneNumber.requestPasswordReset({ phoneNumber, fetchOptions }),
    phoneAuthTexts.phone.sendFailed,
  );
}

/** Sets the account's password with the SMS code (a phone account without one gets its first). */
export function resetPasswordByPhone(
  phoneNumber: string,
  otp: string,
  newPassword: string,
): Promise<WaitedCallResult> {
  return callAuthWithWait(
    (fetchOptions) => authClient.phoneNumber.resetPassword({ phoneNumber, otp, newPassword, fetchOptions }),
    phoneAuthTexts.phone.verifyFailed,
  );
}

/** A phone account adds an email: a confirmation link goes to it, and the address is set when it is opened. */
export function addEmailToAccount(newEmail: string): Promise<WaitedCallResult> {
  return callAuthWithWait(
    (fetchOptions) => authClient.changeEmail({ newEmail, callbackURL: '/profile', fetchOptions }),
    phoneAuthTexts.profile.emailFailed,
  );
}
