import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema';
import { PaymeSimulator } from '../../../test/simulators/payme';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PAYME_TEST_CONFIG, paymeOrder, paymeTestApp } from './payme.test-support';
import { PAYME_ERRORS } from './payme-rpc';

/** The Payme endpoint's envelope: the checkout link, authentication and the protocol errors. */
let app: TestApp;
let payme: PaymeSimulator;
beforeAll(async () => {
  ({ app, payme } = await paymeTestApp());
});
afterAll(() => app?.close());

const paymentRow = async (id: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('Payme checkout link', () => {
  it('sends the learner to Payme with merchant, order (our payment id), tiyin, language and return URL', async () => {
    const order = await paymeOrder(app, [25_000, 12_500]);
    expect(order.redirectUrl.startsWith(`${PAYME_TEST_CONFIG.checkoutUrl}/`)).toBe(true);
    const encoded = order.redirectUrl.slice(PAYME_TEST_CONFIG.checkoutUrl.length + 1);
    expect(Buffer.from(encoded, 'base64').toString()).toBe(
      `m=${PAYME_TEST_CONFIG.merchantId};ac.order_id=${order.paymentId};a=3750000;l=uz;` +
        `c=http://localhost:3000/payment/return/${order.paymentId}`,
    );
    expect(await paymentRow(order.paymentId)).toMatchObject({ provider: 'payme', status: 'PENDING' });
  });
});

describe('Payme protocol errors (always HTTP 200)', () => {
  const body = JSON.stringify({ method: 'CheckTransaction', params: { id: 'x' }, id: 7 });

  it('refuses a wrong key, another login and a missing header with -32504', async () => {
    for (const authorization of [
      payme.authorization('wrong-key'),
      payme.authorization(undefined, 'Merchant'),
      null,
    ]) {
      const reply = await payme.call('CheckTransaction', { id: 'x' }, authorization);
      expect(reply.httpStatus).toBe(200);
      expect(reply.error).toEqual({ ...PAYME_ERRORS.UNAUTHORIZED, data: undefined });
    }
    const bearer = await payme.raw({ body, headers: { authorization: `Bearer ${PAYME_TEST_CONFIG.key}` } });
    expect(bearer.json).toMatchObject({ id: 7, error: { code: -32504 } });
  });

  it('answers a GET with -32300 and HTTP 200', async () => {
    const reply = await payme.raw({ method: 'GET' });
    expect(reply).toEqual({
      httpStatus: 200,
      json: { jsonrpc: '2.0', id: null, error: PAYME_ERRORS.NOT_POST },
    });
  });

  it('answers bad JSON -32700, a bad envelope or params -32600, an unknown method -32601 with its name', async () => {
    const authorization = payme.authorization();
    const send = (text: string, contentType = 'application/json') =>
      payme.raw({ body: text, headers: { authorization, 'content-type': contentType } });
    // a raw NUL is no JSON either (and never reaches the database: the books keep U+FFFD)
    for (const text of ['{', '', 'not json', '{"method":', '{"method":"Check\u0000"}']) {
      expect((await send(text)).json, text).toMatchObject({ error: { code: -32700 } });
    }
    const recorded = await app.db.query.paymentCallbacks.findMany();
    expect(recorded.some((row) => row.request === '{"method":"Check\uFFFD"}')).toBe(true);
    const escapedNul = '{"method":"CheckTransaction","params":{"id":"\\u0000"},"id":"\\u0000"}';
    for (const text of ['[]', '"x"', '{"params":{}}', '{"method":5}', escapedNul]) {
      expect((await send(text)).json, text).toMatchObject({ error: { code: -32600 } });
    }
    const badParams = JSON.stringify({ method: 'CreateTransaction', params: { id: 1, time: 'now' }, id: 3 });
    expect((await send(badParams)).json).toMatchObject({ id: 3, error: { code: -32600 } });
    const unknown = await payme.call('ChangePassword', { password: 'x' });
    expect(unknown.error).toEqual({ ...PAYME_ERRORS.METHOD_NOT_FOUND, data: 'ChangePassword' });
    // any content type (or none) is read as the JSON text it holds
    const asText = await send(JSON.stringify({ method: 'Nope', params: {}, id: 1 }), 'text/plain');
    expect(asText).toMatchObject({ httpStatus: 200, json: { error: { code: -32601, data: 'Nope' } } });
  });
});

describe('with Payme not configured', () => {
  it('answers every call -32504, whatever key is sent', async () => {
    const bare = await createTestApp();
    try {
      const bareUrl = await bare.server.listen({ port: 0, host: '127.0.0.1' });
      for (const key of [PAYME_TEST_CONFIG.key, '']) {
        const simulator = new PaymeSimulator({ baseUrl: bareUrl, key });
        const reply = await simulator.checkPerformTransaction('00000000-0000-4000-8000-000000000000', 100);
        expect(reply).toMatchObject({ httpStatus: 200, error: PAYME_ERRORS.UNAUTHORIZED });
      }
    } finally {
      await bare.close();
    }
  });
});
