import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageList } from '../../../shared/schemas/contact';
import { contactMessages } from '../../db/schema';
import { signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditRowsOf, expectOneAuditRow } from '../audit/audit.test-support';
import { createContactMessage } from './contact.test-support';

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/contact-messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContactMessageList;
};

describe('admin contact messages', () => {
  it('lists newest first with search, read filter, paging and the unread count', async () => {
    // distinct times: two rows written within one millisecond would tie on created_at
    const age = (id: string, interval: string) =>
      app.db
        .update(contactMessages)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(contactMessages.id, id));
    const older = await createContactMessage(app.db, { subject: 'Eski savol', firstName: 'Bobur' });
    await age(older.id, '1 day');
    const newer = await createContactMessage(app.db, {
      email: 'kamola@firma.uz',
      message: 'Hamkorlik taklifi bor',
    });
    await age(newer.id, '1 hour');
    const read = await createContactMessage(app.db, { subject: "O'qilgan xabar", readAt: new Date() });

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.unreadCount).toBe(2);
    expect(all.messages.map((m) => m.id)).toEqual([read.id, newer.id, older.id]);

    expect((await list('?search=bobur%20rahim')).messages.map((m) => m.id)).toEqual([older.id]);
    expect((await list('?search=FIRMA.uz')).messages.map((m) => m.id)).toEqual([newer.id]);
    expect((await list('?search=taklifi')).messages.map((m) => m.id)).toEqual([newer.id]);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?status=read')).messages.map((m) => m.id)).toEqual([read.id]);
    const unread = await list('?status=unread');
    expect(unread.messages.map((m) => m.id)).toEqual([newer.id, older.id]);

    const secondPage = await list('?pageSize=2&page=2');
    expect(secondPage).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(secondPage.messages.map((m) => m.id)).toEqual([older.id]);

    expect((await admin.get('/api/admin/contact-messages/unread-count')).json()).toEqual({ unreadCount: 2 });
    expect((await admin.get('/api/admin/contact-messages?status=maybe')).statusCode).toBe(400);
  });

  it('marks a message read once: the first time stays, one audit row', async () => {
    const message = await createContactMessage(app.db);
    const first = await admin.post(`/api/admin/contact-messages/${message.id}/read`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: message.id,
      subject: message.subject,
      message: message.message,
    });
    const readAt = first.json().readAt;
    expect(readAt).toEqual(expect.any(String));

    const again = await admin.post(`/api/admin/contact-messages/${message.id}/read`);
    expect(again.statusCode).toBe(200);
    expect(again.json().readAt).toBe(readAt);
    await expectOneAuditRow(app.db, message.id, 'contact_message.read', 'contact_message');
  });

  it('deletes a message with an audit row that says which one, then answers 404', async () => {
    const message = await createContactMessage(app.db, { subject: "O'chiriladigan" });
    const res = await admin.request('DELETE', `/api/admin/contact-messages/${message.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).toEqual([]);
    const changes = await expectOneAuditRow(app.db, message.id, 'contact_message.delete', 'contact_message');
    expect(changes).toMatchObject({ email: message.email, subject: "O'chiriladigan" });

    const gone = await admin.request('DELETE', `/api/admin/contact-messages/${message.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('CONTACT_MESSAGE_NOT_FOUND');
    const readGone = await admin.post(`/api/admin/contact-messages/${message.id}/read`);
    expect(readGone.statusCode).toBe(404);
    expect(await auditRowsOf(app.db, message.id)).toHaveLength(1);
  });
});
