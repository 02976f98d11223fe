import { randomBytes } from 'node:crypto';

/**
 * Payme's side of the Merchant API (research notes, section 1) over real HTTP: one method per
 * RPC call, raw helpers for malformed requests, and payInFull for the whole happy path.
 */
export interface PaymeRpcError {
  code: number;
  message: { ru: string; uz: string; en: string };
  data?: string;
}

export interface PaymeReply<R = Record<string, unknown>> {
  httpStatus: number;
  id: unknown;
  result?: R;
  error?: PaymeRpcError;
}

export interface PaymeSimulatorOptions {
  /** the server's address, e.g. http://127.0.0.1:4321 */
  baseUrl: string;
  /** the merchant key Payme signs in with */
  key: string;
  /** Payme's clock for the `time` of new transactions (ms); the real one by default */
  now?: () => number;
}

export const PAYME_CALLBACK_PATH = '/api/payments/payme';

/** A new Payme transaction id: 24 hex characters, as Payme's are. */
export const newPaymeTransactionId = () => randomBytes(12).toString('hex');

export class PaymeSimulator {
  private readonly baseUrl: string;
  private readonly key: string;
  private readonly now: () => number;
  private nextRequestId = 1;

  constructor({ baseUrl, key, now = Date.now }: PaymeSimulatorOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.key = key;
    this.now = now;
  }

  /** The Authorization header Payme sends (another key or login makes a wrong one). */
  authorization(key = this.key, login = 'Paycom') {
    return `Basic ${Buffer.from(`${login}:${key}`).toString('base64')}`;
  }

  /** Any request to the callback URL, exactly as given: for malformed bodies, methods, headers. */
  async raw({
    method = 'POST',
    body,
    headers = {},
  }: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  }): Promise<{ httpStatus: number; json: Record<string, unknown> }> {
    const res = await fetch(`${this.baseUrl}${PAYME_CALLBACK_PATH}`, { method, body, headers });
    return { httpStatus: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  /** One JSON-RPC call, authenticated unless `authorization` says otherwise (null: no header). */
  async call<R = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown>,
    authorization: string | null = this.authorization(),
  ): Promise<PaymeReply<R>> {
    const id = this.nextRequestId++;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization !== null) headers.authorization = authorization;
    const { httpStatus, json } = await this.raw({ body: JSON.stringify({ method, params, id }), headers });
    return { httpStatus, ...(json as Omit<PaymeReply<R>, 'httpStatus'>) };
  }

  checkPerformTransaction(orderId: string, amountTiyin: number) {
    return this.call('CheckPerformTransaction', { amount: amountTiyin, account: { order_id: orderId } });
  }

  createTransaction({
    id = newPaymeTransactionId(),
    time = this.now(),
    orderId,
    amountTiyin,
  }: {
    id?: string;
    time?: number;
    orderId: string;
    amountTiyin: number;
  }) {
    return this.call<{ create_time: number; transaction: string; state: number }>('CreateTransaction', {
      id,
      time,
      amount: amountTiyin,
      account: { order_id: orderId },
    });
  }

  performTransaction(id: string) {
    return this.call<{ transaction: string; perform_time: number; state: number }>('PerformTransaction', {
      id,
    });
  }

  cancelTransaction(id: string, reason = 5) {
    return this.call<{ transaction: string; cancel_time: number; state: number }>('CancelTransaction', {
      id,
      reason,
    });
  }

  checkTransaction(id: string) {
    return this.call<{
      create_time: number;
      perform_time: number;
      cancel_time: number;
      transaction: string;
      state: number;
      reason: number | null;
    }>('CheckTransaction', { id });
  }

  getStatement(from: number, to: number) {
    return this.call<{ transactions: Record<string, unknown>[] }>('GetStatement', { from, to });
  }

  /** What Payme does when a person pays: check, create, perform. Throws when our server refuses. */
  async payInFull({ paymentId, amountSom }: { paymentId: string; amountSom: number }) {
    const amountTiyin = amountSom * 100;
    const id = newPaymeTransactionId();
    const steps = [
      () => this.checkPerformTransaction(paymentId, amountTiyin),
      () => this.createTransaction({ id, orderId: paymentId, amountTiyin }),
      () => this.performTransaction(id),
    ];
    let reply: PaymeReply | undefined;
    for (const step of steps) {
      reply = await step();
      if (reply.error || reply.httpStatus !== 200)
        throw new Error(`Payme payment refused: ${reply.httpStatus} ${JSON.stringify(reply.error)}`);
    }
    return { transactionId: id, perform: reply!.result! };
  }
}
