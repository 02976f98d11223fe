import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentCallbacks } from '../../db/schema';
import { withAllProvidersApp } from './all-providers.test-support';
import { CALLBACK_BODY_LIMIT } from './raw-body';

/*
 * Every refusal of a provider's endpoint is answered in that provider's protocol, also those made
 * before the handler runs (a body over the size limit, a foreign Origin) and bodies that cannot be
 * read or stored, and every such callback is recorded with our answer.
 */
const ctx = withAllProvidersApp();

type Provider = 'payme' | 'click' | 'uzum';

const ENDPOINT: Record<Provider, string> = {
  payme: '/api/payments/payme',
  click: '/api/payments/click/prepare',
  uzum: '/api/payments/uzum/check',
};

/** What each protocol answers when the body cannot be read, and to a caller that is not the provider. */
const UNREADABLE: Record<Provider, [number, Record<string, unknown>]> = {
  payme: [200, { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32700 }) }],
  click: [200, { error: -8, error_note: 'Error in request from click' }],
  uzum: [400, { status: 'FAILED', errorCode: '10002', timestamp: expect.any(Number) }],
};
const NOT_THE_PROVIDER: Record<Provider, [number, Record<string, unknown>]> = {
  payme: [200, { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32504 }) }],
  click: [200, { error: -1, error_note: 'SIGN CHECK FAILED!' }],
  uzum: [400, { status: 'FAILED', errorCode: '10001', timestamp: expect.any(Number) }],
};

/** The provider's own credentials (Click signs inside the body instead). */
const credentials = (provider: Provider): Record<string, string> =>
  provider === 'payme'
    ? { authorization: ctx.payme.authorization() }
    : provider === 'uzum'
      ? { authorization: ctx.uzum.authorization() }
      : {};

/** POSTs the raw body to the provider's endpoint, as the provider (its credentials) unless told. */
async function post(provider: Provider, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${ctx.baseUrl}${ENDPOINT[provider]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...credentials(provider), ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const recordsOf = async (provider: Provider, request: string) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(paymentCallbacks)
      .where(and(eq(paymentCallbacks.provider, provider), eq(paymentCallbacks.request, request)))
  )[0]!.n;

/** Sends the body and checks the answer; the callback is recorded once more, raw (`recorded` as kept). */
async function expectAnsweredAndRecorded(
  provider: Provider,
  body: string,
  [status, answer]: [number, Record<string, unknown>],
  { recorded = body, headers = {} }: { recorded?: string; headers?: Record<string, string> } = {},
) {
  const before = await recordsOf(provider, recorded);
  const res = await post(provider, body, headers);
  expect([res.status, res.body]).toEqual([status, expect.objectContaining(answer)]);
  expect(await recordsOf(provider, recorded)).toBe(before + 1);
}

describe.each(['payme', 'click', 'uzum'] as const)('%s endpoint refusals', (provider) => {
  it('a body over the size limit gets the protocol answer and is recorded (unread)', async () => {
    const oversize = `{"pad":"${'x'.repeat(CALLBACK_BODY_LIMIT)}"}`;
    await expectAnsweredAndRecorded(provider, oversize, UNREADABLE[provider], { recorded: '' });
  });

  it('a malformed body gets the protocol answer and is recorded raw', async () => {
    await expectAnsweredAndRecorded(provider, '{"serviceId": 1, "params":', UNREADABLE[provider]);
  });

  it('text the database cannot keep (a lone surrogate) is answered and recorded raw', async () => {
    const body = '{"serviceId":101202,"timestamp":1,"transId":"\\ud800x","params":{"order_id":"\\ud800"}}';
    const res = await post(provider, body);
    expect(res.status).toBe(UNREADABLE[provider][0]);
    expect(await recordsOf(provider, body)).toBe(1);
  });

  it('a foreign Origin is refused in the protocol before its body is read, and recorded', async () => {
    const body = `{"origin-test":"${provider}"}`;
    await expectAnsweredAndRecorded(provider, body, NOT_THE_PROVIDER[provider], {
      recorded: '',
      headers: { origin: 'https://evil.example' },
    });
  });
});

it('a Uzum callback with a lone surrogate in transId is refused 10002 without echoing it', async () => {
  const body = `{"serviceId":101202,"timestamp":${Date.now()},"transId":"\\ud800x","amount":1,"params":{"order_id":"x"}}`;
  const res = await post('uzum', body);
  expect([res.status, res.body]).toEqual([400, expect.objectContaining({ errorCode: '10002' })]);
  expect(res.body).not.toHaveProperty('transId');
  expect(await recordsOf('uzum', body)).toBe(1);
});
