import type { EskizConfig } from '../../config-sms';
import { causeCode, describe, EskizAuthError, EskizHttpError, EskizToken, eskizCall } from './eskiz-token';
import type { SmsGateway, SmsSendResult } from './sms-dispatch';

/** Connection errors raised before the request left: Eskiz never saw it, another try is safe. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function failureOf(error: unknown): SmsSendResult {
  if (error instanceof EskizAuthError) return { kind: 'retry', error: error.message };
  if (error instanceof EskizHttpError) {
    // 401 even after a new login, 429, 5xx: nothing was sent and a later try may pass; any other
    // refusal (template not approved, bad number, sender not allowed) would be refused again
    if (error.status === 401 || error.status === 429 || error.status >= 500) {
      return { kind: 'retry', error: error.message };
    }
    return { kind: 'failed', error: error.message };
  }
  const code = causeCode(error);
  if (code && NOT_SENT_CODES.has(code)) return { kind: 'retry', error: describe(error) };
  // a timeout or a connection lost after the request was written: Eskiz may have taken it, and a
  // second try could deliver it twice, so this message is given up (at most once)
  return {
    kind: 'failed',
    error: `no answer from Eskiz, it may or may not have been sent: ${describe(error)}`,
  };
}

interface SendAnswer {
  id?: unknown;
  status?: unknown;
}

/**
 * Eskiz (notify.eskiz.uz): sends with the approved sender id and asks for a delivery report at
 * `callbackUrl`. A 401 logs in again once and sends once more. Eskiz takes no idempotency key, so
 * the outbox's lease (at most once) is what keeps a crash from doubling a message.
 */
export function eskizGateway(config: EskizConfig, now?: () => number): SmsGateway {
  const token = new EskizToken(config, now);
  const send = async (message: Parameters<SmsGateway['send']>[0]) => {
    const body = new URLSearchParams({
      mobile_phone: message.to.replace(/^\+/, ''),
      message: message.text,
      from: config.sender,
      callback_url: message.callbackUrl,
    });
    const call = async () =>
      (await eskizCall(`${config.baseUrl}/api/message/sms/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token.get()}` },
        body,
      })) as SendAnswer;
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof EskizHttpError) || error.status !== 401) throw error;
      token.forget();
      return call();
    }
  };
  return {
    async send(message) {
      try {
        const answer = await send(message);
        if (answer.id === undefined || answer.id === null) {
          return { kind: 'failed', error: 'Eskiz took the message without giving its id' };
        }
        return {
          kind: 'sent',
          providerId: String(answer.id),
          providerStatus: String(answer.status ?? '') || null,
        };
      } catch (error) {
        return failureOf(error);
      }
    },
  };
}
