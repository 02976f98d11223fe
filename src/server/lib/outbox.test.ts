import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import { dispatchSms, type SmsGateway } from '../features/sms/sms-dispatch';
import { enqueueSms } from '../features/sms/sms-outbox';
import { openTestDatabase, TEST_ORIGIN } from '../test/test-app';
import { INTERRUPTED_ERROR, MAX_ATTEMPTS } from './outbox';

const SECRET = 'test-secret-for-callback-tokens-0123456789';
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let phoneCounter = 0;
const nextPhone = () => `+99890${String(1_000_000 + ++phoneCounter).slice(-7)}`;

async function queue(count = 1) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const sms = await enqueueSms(database.db, {
      to: nextPhone(),
      template: 'SIGN_IN_CODE',
      params: { code: '123456' },
    });
    ids.push(sms.id);
  }
  return ids;
}

const rowsOf = (ids: string[]) => database.db.select().from(smsOutbox).where(inArray(smsOutbox.id, ids));
const rowOf = async (id: string) => (await rowsOf([id]))[0]!;
/** the retry's delay, skipped */
const makeDue = (id: string) =>
  database.db.update(smsOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(smsOutbox.id, id));

/** a gateway that records what it was asked to send and answers with `answer` */
function recordingGateway(
  answer: SmsGateway['send'] = async () => ({ kind: 'sent', providerId: 'p', providerStatus: 'waiting' }),
) {
  const sent: string[] = [];
  const gateway: SmsGateway = {
    async send(message) {
      sent.push(message.to);
      return answer(message);
    },
  };
  return { gateway, sent };
}

describe('the outbox dispatcher', () => {
  it('without a gateway keeps messages in the outbox (STORED), with the site address filled in', async () => {
    const [id] = await queue();
    await dispatchSms(database.db, TEST_ORIGIN, SECRET);
    expect(await rowOf(id!)).toMatchObject({ status: 'STORED', attempts: 1, leaseUntil: null });
  });

  it('retries an outage with a growing delay, then gives up (FAILED) after the last try', async () => {
    const [id] = await queue();
    const { gateway, sent } = recordingGateway(async () => ({ kind: 'retry', error: 'Eskiz 503: busy' }));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(id!);
      const before = Date.now();
      await dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway);
      const row = await rowOf(id!);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: 'QUEUED', error: 'Eskiz 503: busy', leaseUntil: null });
        delays.push(Math.round((row.nextAttemptAt.getTime() - before) / 1000));
      } else {
        expect(row).toMatchObject({ status: 'FAILED', error: 'Eskiz 503: busy' });
      }
    }
    expect(delays.map((d) => Math.round(d / 10) * 10)).toEqual([10, 30, 90, 270]);
    await makeDue(id!);
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway);
    expect(sent.length).toBe(MAX_ATTEMPTS);
  });

  it('a refusal fails at once, and a gateway that throws is retried', async () => {
    const [refused, thrown] = await queue(2);
    const { gateway } = recordingGateway(async (m) => {
      if (m.to === (await rowOf(refused!)).to)
        return { kind: 'failed', error: 'Eskiz 400: template not approved' };
      throw new Error('socket hang up');
    });
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway);
    expect(await rowOf(refused!)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      error: 'Eskiz 400: template not approved',
    });
    expect(await rowOf(thrown!)).toMatchObject({ status: 'QUEUED', attempts: 1, error: 'socket hang up' });
  });

  it('a claim abandoned by a crash is marked FAILED, never sent a second time', async () => {
    const [id] = await queue();
    // as a dispatcher that died after claiming it: SENDING, its lease run out
    await database.db
      .update(smsOutbox)
      .set({ status: 'SENDING', attempts: 1, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(smsOutbox.id, id!));
    const { gateway, sent } = recordingGateway();
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway);
    expect(await rowOf(id!)).toMatchObject({ status: 'FAILED', error: INTERRUPTED_ERROR, leaseUntil: null });
    expect(sent).not.toContain((await rowOf(id!)).to);
  });

  it('a send that outlived its lease and then went out is recorded SENT, not left FAILED', async () => {
    const [id] = await queue();
    const { gateway } = recordingGateway(async () => {
      // another server's dispatcher gave the claim up meanwhile
      await database.db
        .update(smsOutbox)
        .set({ status: 'FAILED', error: INTERRUPTED_ERROR })
        .where(eq(smsOutbox.id, id!));
      return { kind: 'sent', providerId: 'late', providerStatus: 'waiting' };
    });
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway);
    expect(await rowOf(id!)).toMatchObject({ status: 'SENT', providerId: 'late', error: null });
  });

  it('a claim still under its lease is left to its dispatcher', async () => {
    const [id] = await queue();
    await database.db
      .update(smsOutbox)
      .set({ status: 'SENDING', attempts: 1, leaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(smsOutbox.id, id!));
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, recordingGateway().gateway);
    expect(await rowOf(id!)).toMatchObject({ status: 'SENDING', attempts: 1 });
  });

  it('a row that cannot be rendered any more fails alone; the rest of its batch goes out', async () => {
    const [broken, fine] = await queue(2);
    await database.db
      .update(smsOutbox)
      .set({ params: { code: 'x' } })
      .where(eq(smsOutbox.id, broken!));
    const { gateway, sent } = recordingGateway();
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway);
    expect(await rowOf(broken!)).toMatchObject({ status: 'FAILED', error: 'a code is 6 digits' });
    expect(await rowOf(fine!)).toMatchObject({ status: 'SENT', providerId: 'p', providerStatus: 'waiting' });
    expect(sent).toEqual([(await rowOf(fine!)).to]);
  });

  it('dispatchers running at once never send one message twice', async () => {
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, recordingGateway().gateway); // earlier tests' leftovers
    const ids = await queue(30);
    const { gateway, sent } = recordingGateway(async (m) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { kind: 'sent', providerId: `p-${m.to}`, providerStatus: 'waiting' };
    });
    await Promise.all(
      Array.from({ length: 4 }, () => dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway)),
    );
    await dispatchSms(database.db, TEST_ORIGIN, SECRET, gateway);
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    expect(sent.toSorted()).toEqual(rows.map((row) => row.to).toSorted());
  });
});
