import type { UserNotification } from '@shared/schemas/account';
import { describe, expect, it } from 'vitest';
import { applyNotificationEvent, parseNotificationEvent, unreadBadgeLabel } from './notifications-cache';

const n = (id: string, read = false): UserNotification => ({
  id,
  type: 'purchase_made',
  title: 't',
  message: 'm',
  metadata: null,
  read,
  createdAt: '2026-03-01T09:00:00.000Z',
});

describe('notifications cache', () => {
  it('labels the badge: nothing at 0, the number up to 9, 9+ above', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(57)).toBe('9+');
  });

  it('parses the live events and ignores malformed ones', () => {
    expect(parseNotificationEvent({ event: 'cleared' })).toEqual({ event: 'cleared' });
    expect(parseNotificationEvent({ event: 'updated', id: 'a' })).toEqual({ event: 'updated', id: 'a' });
    expect(parseNotificationEvent({ event: 'inserted', notification: n('a') })).toEqual({
      event: 'inserted',
      notification: n('a'),
    });
    expect(parseNotificationEvent({ event: 'inserted' })).toBeNull();
    expect(parseNotificationEvent({})).toBeNull();
  });

  it('prepends an insert once, keeps 50, and counts it unread', () => {
    const many = Array.from({ length: 50 }, (_, i) => n(`x${i}`, true));
    const next = applyNotificationEvent(
      { notifications: many, unreadCount: 0 },
      { event: 'inserted', notification: n('new') },
    );
    expect(next?.notifications).toHaveLength(50);
    expect(next?.notifications[0]?.id).toBe('new');
    expect(next?.unreadCount).toBe(1);
    expect(applyNotificationEvent(next!, { event: 'inserted', notification: n('new') })).toBe(next);
  });

  it('marks read once, refetches for an unknown id, and empties on clear', () => {
    const data = { notifications: [n('a'), n('b', true)], unreadCount: 1 };
    const read = applyNotificationEvent(data, { event: 'updated', id: 'a' });
    expect(read).toEqual({ notifications: [n('a', true), n('b', true)], unreadCount: 0 });
    expect(applyNotificationEvent(read!, { event: 'updated', id: 'a' })).toBe(read);
    expect(applyNotificationEvent(data, { event: 'updated', id: 'zzz' })).toBeNull();
    expect(applyNotificationEvent(data, { event: 'cleared' })).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('drops removed notifications with their unread count, and refetches for one it does not hold', () => {
    const data = { notifications: [n('a'), n('b', true), n('c')], unreadCount: 2 };
    const event = parseNotificationEvent({ event: 'removed', ids: ['a', 'b'] });
    expect(event).toEqual({ event: 'removed', ids: ['a', 'b'] });
    expect(applyNotificationEvent(data, event!)).toEqual({ notifications: [n('c')], unreadCount: 1 });
    expect(applyNotificationEvent(data, { event: 'removed', ids: ['a', 'zzz'] })).toBeNull();
  });
});
