import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { lastCodeSentTo, lastSmsTo } from './sms.test-support';
import { enqueueSms } from './sms-outbox';
import { SmsTemplateError } from './sms-templates';

describe('enqueueSms', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('queues the rendered text with its template and parameters', async () => {
    await enqueueSms(database.db, {
      to: '+998901112233',
      template: 'SIGN_IN_CODE',
      params: { code: '111111' },
    });
    await enqueueSms(database.db, {
      to: '+998901112233',
      template: 'PASSWORD_RESET_CODE',
      params: { code: '222222' },
    });
    const row = await lastSmsTo(database.db, '+998901112233');
    expect(row).toMatchObject({ template: 'PASSWORD_RESET_CODE', status: 'QUEUED', attempts: 0 });
    expect(row!.text).toContain('parolni tiklash kodi 222222.');
    expect(await lastCodeSentTo(database.db, '+998901112233')).toBe('222222');
  });

  it('writes with the caller transaction: nothing is queued for a change that rolled back', async () => {
    const rollback = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueSms(tx, { to: '+998907778899', template: 'SIGN_IN_CODE', params: { code: '333333' } });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await lastSmsTo(database.db, '+998907778899')).toBeUndefined();
  });

  it('refuses a number that is not an Uzbek mobile in E.164, and writes nothing', async () => {
    const before = (await database.db.select().from(smsOutbox)).length;
    for (const to of ['998901234567', '+99890123456', '+79161234567', '+998 90 123 45 67']) {
      await expect(
        enqueueSms(database.db, { to, template: 'SIGN_IN_CODE', params: { code: '123456' } }),
        to,
      ).rejects.toThrow(SmsTemplateError);
    }
    expect((await database.db.select().from(smsOutbox)).length).toBe(before);
  });
});
