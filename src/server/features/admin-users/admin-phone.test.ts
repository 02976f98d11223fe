import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUzPhone } from '../../../shared/domain/phone';
import { signedInDemo, signedInUser } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInByPhone } from '../auth/phone.test-support';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const found = async (search: string) =>
  (await admin.get(`/api/admin/users?search=${encodeURIComponent(search)}`)).json().users as {
    id: string;
    email: string;
    phoneNumber: string | null;
  }[];

describe('phone accounts in the admin panel', () => {
  it('users are found by their number as people type it, and shown with it (never the placeholder email)', async () => {
    const { user, phoneNumber } = await signInByPhone(app);
    const national = phoneNumber.slice(4);
    for (const search of [
      phoneNumber,
      formatUzPhone(phoneNumber),
      national,
      `8 ${national}`,
      national.slice(-5),
    ]) {
      expect(
        (await found(search)).map((u) => u.id),
        search,
      ).toEqual([user.id]);
    }
    const [listed] = await found(phoneNumber);
    expect(listed).toMatchObject({ phoneNumber, email: '' });
  });

  it('the sessions list says how each session signed in, with the number of a phone account', async () => {
    const byPhone = await signInByPhone(app);
    await byPhone.browser.get('/api/auth/get-session');
    const byEmail = await signedInUser(app);
    const sessions = (await admin.get('/api/admin/sessions')).json().sessions as Record<string, unknown>[];
    expect(sessions.find((s) => s.userId === byPhone.user.id)).toMatchObject({
      signInMethod: 'phone_code',
      userPhone: byPhone.phoneNumber,
      userEmail: null,
    });
    expect(sessions.find((s) => s.userId === byEmail.id)).toMatchObject({
      signInMethod: 'email_password',
      userPhone: null,
      userEmail: byEmail.email,
    });
  });
});
