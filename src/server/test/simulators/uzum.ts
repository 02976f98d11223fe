import { randomUUID } from 'node:crypto';
import { uzumAuthorization } from '../../features/payments/uzum/uzum-auth';
import type { UzumOperation } from '../../features/payments/uzum/uzum-errors';

export interface UzumReply {
  httpStatus: number;
  body: Record<string, unknown>;
}

export interface UzumSimulatorOptions {
  /** where the app listens, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  serviceId: string;
  login: string;
  password: string;
}

/**
 * Uzum Bank's side of the Merchant API, over real HTTP: one method per call, each sending what
 * Uzum sends (Basic auth, numeric service id, ms timestamps, tiyin) and returning our raw answer.
 */
export class UzumSimulator {
  constructor(private readonly options: UzumSimulatorOptions) {}

  /** POSTs `body` (an object, or raw text) to /api/payments/uzum/<operation>. */
  async call(
    operation: UzumOperation,
    body: unknown,
    { authorization = this.authorization(), contentType = 'application/json' } = {},
  ): Promise<UzumReply> {
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    if (authorization) headers.authorization = authorization;
    const res = await fetch(`${this.options.baseUrl}/api/payments/uzum/${operation}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { httpStatus: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  authorization(login = this.options.login, password = this.options.password) {
    return uzumAuthorization(login, password);
  }

  private envelope(extra: Record<string, unknown>) {
    return { serviceId: Number(this.options.serviceId), timestamp: Date.now(), ...extra };
  }

  check(orderId: string) {
    return this.call('check', this.envelope({ params: { order_id: orderId } }));
  }

  create(orderId: string, amountTiyin: number, transId: string = randomUUID()) {
    return this.call(
      'create',
      this.envelope({ transId, params: { order_id: orderId }, amount: amountTiyin }),
    );
  }

  confirm(transId: string) {
    return this.call(
      'confirm',
      this.envelope({ transId, paymentSource: 'UZCARD', tariff: null, phone: '998901234567' }),
    );
  }

  reverse(transId: string) {
    return this.call('reverse', this.envelope({ transId }));
  }

  status(transId: string) {
    return this.call('status', this.envelope({ transId }));
  }

  /** Uzum's whole happy path: check, create (a new transId), confirm. Throws if we refuse a step. */
  async payInFull({ paymentId, amountSom }: { paymentId: string; amountSom: number }) {
    const transId = randomUUID();
    const steps: [string, () => Promise<UzumReply>][] = [
      ['check', () => this.check(paymentId)],
      ['create', () => this.create(paymentId, amountSom * 100, transId)],
      ['confirm', () => this.confirm(transId)],
    ];
    for (const [name, step] of steps) {
      const reply = await step();
      if (reply.httpStatus !== 200) throw new Error(`Uzum ${name} refused: ${JSON.stringify(reply.body)}`);
    }
    return { transId };
  }
}
