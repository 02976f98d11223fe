import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userNotifications } from '../../db/schema';
import { signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EventHub, type LiveEvent } from '../realtime/events';
import { createNotification } from './notifications.service';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

/** `n` notifications, each a few milliseconds after the one before. */
async function notify(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await createNotification(app.db, {
      userId,
      type: 'purchase_made',
      text: () => ({ title: `Sarlavha ${i}`, message: `Xabar ${i}` }),
    });
    // PGlite's clock moves in whole milliseconds: two made within one would tie, in either order
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('notifications', () => {
  it('guests get 401 everywhere', async () => {
    const guest = client(app.server);
    expect((await guest.get('/api/notifications')).statusCode).toBe(401);
    expect(
      (await guest.post('/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode,
    ).toBe(401);
    expect((await guest.request('DELETE', '/api/notifications')).statusCode).toBe(401);
  });

  it('lists the 50 most recent, newest first, with the unread count', async () => {
    const user = await signedInUser(app);
    await notify(user.id, 55);
    const body = (await user.client.get('/api/notifications')).json();
    expect(body.notifications).toHaveLength(50);
    expect(body.unreadCount).toBe(55);
    expect(body.notifications[0]).toMatchObject({ title: 'Sarlavha 54', read: false, type: 'purchase_made' });
  });

  it('only the owner can mark one read; another user or an admin gets 404', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const admin = await signedInDemo(app, 'admin@demo.uz');
    await notify(owner.id, 1);
    const [note] = await app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, owner.id));
    expect((await other.client.post(`/api/notifications/${note!.id}/read`)).statusCode).toBe(404);
    expect((await admin.post(`/api/notifications/${note!.id}/read`)).statusCode).toBe(404);
    expect((await owner.client.post(`/api/notifications/${note!.id}/read`)).statusCode).toBe(204);
    const body = (await owner.client.get('/api/notifications')).json();
    expect(body).toMatchObject({ unreadCount: 0, notifications: [{ id: note!.id, read: true }] });
  });

  it("clear-all deletes only the caller's notifications", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await notify(owner.id, 3);
    await notify(other.id, 2);
    expect((await owner.client.request('DELETE', '/api/notifications')).statusCode).toBe(204);
    expect((await owner.client.get('/api/notifications')).json()).toEqual({
      notifications: [],
      unreadCount: 0,
    });
    expect((await other.client.get('/api/notifications')).json().notifications).toHaveLength(2);
  });

  it("every insert, update and clear is published to the user's live feed", async () => {
    const user = await signedInUser(app);
    const hub = await EventHub.connect(app.database, console);
    const seen: LiveEvent['data'][] = [];
    hub.subscribe(user.id, (event) => seen.push(event.data));
    await notify(user.id, 1);
    const [note] = await app.db.select().from(userNotifications).where(eq(userNotifications.userId, user.id));
    await user.client.post(`/api/notifications/${note!.id}/read`);
    await user.client.request('DELETE', '/api/notifications');
    // the events arrive through the database's notify channel: wait for them, not for a while
    await vi.waitFor(() =>
      expect(seen.map((data) => data.event)).toEqual(['inserted', 'updated', 'cleared']),
    );
  });
});
