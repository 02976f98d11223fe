import { createHash, randomInt } from 'node:crypto';

/**
 * Click's side of the SHOP API, over real HTTP: it sends Prepare and Complete to our server as
 * Click does (form-encoded, md5 sign_string over the very strings it sends) and returns our JSON
 * answer. Overrides make the bad requests of Click's test matrix (wrong sign or amount, an error
 * from Click, a made-up prepare id, a missing field).
 */
export interface ClickSimulatorOptions {
  /** our server, e.g. http://127.0.0.1:43123 */
  baseUrl: string;
  serviceId: string;
  secretKey: string;
}

export interface ClickOrder {
  paymentId: string;
  amountSom: number;
  /** a new one per payment attempt; `nextClickTransId()` when left out */
  clickTransId?: string;
}

export interface ClickOverrides {
  amount?: string;
  action?: string;
  /** Click's error on Complete: 0 debited, below 0 cancelled (e.g. -5017) */
  error?: number;
  merchantPrepareId?: string;
  serviceId?: string;
  /** sign with this key instead of the real one */
  secretKey?: string;
  /** send this sign_string as it is */
  signString?: string;
  /** fields left out of the request */
  omit?: string[];
  /** the URL path; /api/payments/click/prepare or /complete by default */
  path?: string;
  /** JSON instead of Click's form encoding */
  json?: boolean;
}

export interface ClickAnswer {
  click_trans_id?: number;
  merchant_trans_id?: string;
  merchant_prepare_id?: number | null;
  merchant_confirm_id?: number | null;
  error: number;
  error_note: string;
}

let lastTransId = randomInt(1_000_000_000, 2_000_000_000);
/** Click's transaction ids are integers that only grow. */
export const nextClickTransId = () => String(++lastTransId);

export class ClickSimulator {
  constructor(private readonly options: ClickSimulatorOptions) {}

  async prepare(order: ClickOrder & { clickTransId: string }, overrides: ClickOverrides = {}) {
    return this.send('prepare', order, undefined, overrides);
  }

  async complete(
    order: ClickOrder & { clickTransId: string; merchantPrepareId: string },
    overrides: ClickOverrides = {},
  ) {
    return this.send('complete', order, order.merchantPrepareId, overrides);
  }

  /** Click's happy path: Prepare, then Complete with the prepare id we gave. Throws when we refuse. */
  async payInFull(order: ClickOrder) {
    const clickTransId = order.clickTransId ?? nextClickTransId();
    const prepared = await this.prepare({ ...order, clickTransId });
    if (prepared.error !== 0) throw new Error(`Click Prepare refused: ${JSON.stringify(prepared)}`);
    const merchantPrepareId = String(prepared.merchant_prepare_id);
    const completed = await this.complete({ ...order, clickTransId, merchantPrepareId });
    if (completed.error !== 0) throw new Error(`Click Complete refused: ${JSON.stringify(completed)}`);
    return { clickTransId, merchantPrepareId, prepared, completed };
  }

  /** Sends one callback; the body is exactly the fields that were signed. */
  async send(
    kind: 'prepare' | 'complete',
    order: ClickOrder & { clickTransId: string },
    merchantPrepareId: string | undefined,
    overrides: ClickOverrides,
  ): Promise<ClickAnswer> {
    const fields = this.fields(kind, order, merchantPrepareId, overrides);
    for (const name of overrides.omit ?? []) delete fields[name];
    const path = overrides.path ?? `/api/payments/click/${kind}`;
    const res = await fetch(new URL(path, this.options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': overrides.json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: overrides.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
    if (res.status !== 200) throw new Error(`Click expects HTTP 200, got ${res.status}: ${await res.text()}`);
    return (await res.json()) as ClickAnswer;
  }

  private fields(
    kind: 'prepare' | 'complete',
    order: ClickOrder & { clickTransId: string },
    merchantPrepareId: string | undefined,
    overrides: ClickOverrides,
  ): Record<string, string> {
    const action = overrides.action ?? (kind === 'prepare' ? '0' : '1');
    const fields: Record<string, string> = {
      click_trans_id: order.clickTransId,
      service_id: overrides.serviceId ?? this.options.serviceId,
      click_paydoc_id: String(Number(order.clickTransId) + 7_000_000_000),
      merchant_trans_id: order.paymentId,
      ...(action === '1'
        ? { merchant_prepare_id: overrides.merchantPrepareId ?? merchantPrepareId ?? '' }
        : {}),
      amount: overrides.amount ?? order.amountSom.toFixed(2),
      action,
      error: String(overrides.error ?? 0),
      error_note: overrides.error ? 'Error' : 'Success',
      sign_time: clickSignTime(new Date()),
    };
    const signed =
      fields.click_trans_id! +
      fields.service_id +
      (overrides.secretKey ?? this.options.secretKey) +
      fields.merchant_trans_id +
      (action === '1' ? fields.merchant_prepare_id : '') +
      fields.amount +
      fields.action +
      fields.sign_time;
    fields.sign_string = overrides.signString ?? createHash('md5').update(signed).digest('hex');
    return fields;
  }
}

/** "YYYY-MM-DD HH:mm:ss" in Tashkent time (UTC+5), as Click writes sign_time. */
export function clickSignTime(at: Date): string {
  return new Date(at.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
