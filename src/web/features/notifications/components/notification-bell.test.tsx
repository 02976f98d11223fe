// @vitest-environment happy-dom
import { notificationsResponseSchema, type UserNotification } from '@shared/schemas/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, noContent, reply } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationsResponse } from '../api/get-notifications';
import { NotificationBell } from './notification-bell';

function note(i: number, read = false): UserNotification {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    type: 'quiz_started',
    title: `Sarlavha ${i}`,
    message: `Xabar ${i}`,
    metadata: null,
    read,
    createdAt: new Date(Date.now() - i * 60_000).toISOString(),
  };
}

function list(unread: number, read = 0): NotificationsResponse {
  const notifications = [
    ...Array.from({ length: unread }, (_, i) => note(i + 1)),
    ...Array.from({ length: read }, (_, i) => note(unread + i + 1, true)),
  ];
  return { notifications, unreadCount: unread };
}

function stubServer(data: NotificationsResponse) {
  return fakeApi({ 'GET /api/notifications': reply(notificationsResponseSchema, data) }, noContent);
}

function renderBell(data: NotificationsResponse) {
  const calls = stubServer(data);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.notifications, data);
  render(
    <QueryClientProvider client={client}>
      <NotificationBell />
    </QueryClientProvider>,
  );
  return { calls, client };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('shows 9+ above 9 unread', () => {
    renderBell(list(10));
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
    expect(screen.getByRole('button', { name: "Bildirishnomalar: 10 ta o'qilmagan" })).toBeTruthy();
  });

  it('shows the number up to 9, and no badge without unread ones', () => {
    renderBell(list(9, 3));
    expect(screen.getByTestId('notification-badge').textContent).toBe('9');
    cleanup();
    renderBell(list(0, 2));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bildirishnomalar' })).toBeTruthy();
  });

  it('opens the panel; clicking an unread one marks it read at once', async () => {
    const { calls } = renderBell(list(2, 1));
    fireEvent.click(screen.getByRole('button', { name: /Bildirishnomalar/ }));
    await screen.findByRole('heading', { name: 'Bildirishnomalar' });
    await screen.findByText('1 daqiqa oldin', { selector: 'time' });
    const item = screen.getByText('Sarlavha 1').closest('button')!;
    expect(item.dataset.read).toBe('false');
    fireEvent.click(item);
    await waitFor(() => expect(item.dataset.read).toBe('true'));
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
    expect(calls).toContainEqual({ url: `/api/notifications/${note(1).id}/read`, method: 'POST' });
  });

  it('clears all after a confirmation and shows the empty text', async () => {
    const { calls } = renderBell(list(3));
    fireEvent.click(screen.getByRole('button', { name: /Bildirishnomalar/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Barchasini tozalash' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ha, tozalash' }));
    await screen.findByText("Bildirishnomalar yo'q");
    expect(calls).toContainEqual({ url: '/api/notifications', method: 'DELETE' });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });
});
