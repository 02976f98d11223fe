import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsTemplatesByLanguage } from '../../../shared/i18n/sms';
import type { EskizConfig } from '../../config-sms';

export interface SimulatedSms {
  id: string;
  mobile_phone: string;
  message: string;
  from: string;
  callback_url: string;
}

const ACCOUNT = { email: 'operator@bilimdon.uz', password: 'eskiz-parol', sender: '4546' };
const DAY_MS = 24 * 3600_000;

/** An approved template as Eskiz's moderation matches it: the variable parts stand for any text. */
const templatePattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

/**
 * Eskiz's side over HTTP (node:http on port 0), as the research notes describe it: login for a
 * JWT-shaped token with an expiry, refresh, 401 for an expired or revoked token, sends checked
 * against the approved templates and the sender, and delivery reports posted to each message's
 * callback_url. Its clock is shared with the gateway under test, so tests move time for both.
 */
export async function startEskizSimulator() {
  let now = Date.now();
  const tokens = new Map<string, number>();
  const state = {
    sent: [] as SimulatedSms[],
    logins: 0,
    refreshes: 0,
    sendCalls: 0,
    tokenLifetimeMs: 30 * DAY_MS,
    approved: Object.values(smsTemplatesByLanguage()).flatMap((templates) =>
      Object.values(templates).map(templatePattern),
    ),
    /** answer this status to the next sends (503: down) */
    failSendsWith: undefined as number | undefined,
    /** every send gets 401, however fresh the token */
    rejectAllTokens: false,
    /** takes the send, then drops the connection before answering */
    dropSends: false,
  };

  const issue = () => {
    const exp = Math.floor((now + state.tokenLifetimeMs) / 1000);
    const token = [
      'eyJhbGciOiJIUzI1NiJ9',
      Buffer.from(JSON.stringify({ exp })).toString('base64url'),
      randomUUID(),
    ].join('.');
    tokens.set(token, exp * 1000);
    return { message: 'token_generated', data: { token } };
  };
  const bearerOk = (request: IncomingMessage) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const expiresAt = tokens.get(token);
    return !state.rejectAllTokens && expiresAt !== undefined && expiresAt > now ? token : undefined;
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const form = Object.fromEntries(new URLSearchParams(raw));
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const route = `${request.method} ${request.url}`;
    if (route === 'POST /api/auth/login') {
      if (form.email !== ACCOUNT.email || form.password !== ACCOUNT.password) {
        return answer(401, { message: 'Invalid credentials' });
      }
      state.logins++;
      return answer(200, issue());
    }
    if (route === 'PATCH /api/auth/refresh') {
      const token = bearerOk(request);
      if (!token) return answer(401, { message: 'Unauthenticated.' });
      state.refreshes++;
      tokens.delete(token);
      return answer(200, issue());
    }
    if (route === 'POST /api/message/sms/send') {
      state.sendCalls++;
      if (!bearerOk(request)) return answer(401, { message: 'Unauthenticated.' });
      if (state.failSendsWith) return answer(state.failSendsWith, { message: 'Service unavailable' });
      if (form.from !== ACCOUNT.sender)
        return answer(400, { status: 'error', message: 'Sender not allowed' });
      if (!state.approved.some((pattern) => pattern.test(form.message ?? ''))) {
        return answer(400, {
          status: 'error',
          message: "Matn shablonga mos kelmadi (moderatsiyadan o'tmagan)",
        });
      }
      const sms = { ...(form as Omit<SimulatedSms, 'id'>), id: randomUUID() };
      state.sent.push(sms);
      if (state.dropSends) return void request.socket.destroy();
      return answer(200, { id: sms.id, message: 'Waiting for SMS provider', status: 'waiting' });
    }
    return answer(404, { message: 'Not found' });
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: EskizConfig = { ...ACCOUNT, baseUrl };

  return {
    state,
    config,
    clock: () => now,
    advance(ms: number) {
      now += ms;
    },
    /** as if the operator's password had changed under the running server */
    revokeTokens() {
      tokens.clear();
    },
    /** Eskiz reporting a message's fate to the callback_url it came with */
    report(sms: SimulatedSms, status: string) {
      return fetch(sms.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: sms.id, status, phone_number: sms.mobile_phone }),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type EskizSimulator = Awaited<ReturnType<typeof startEskizSimulator>>;
