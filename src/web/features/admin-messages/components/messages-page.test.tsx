// @vitest-environment happy-dom

import { adminMessages } from '@shared/i18n/admin/messages';
import {
  type AdminContactMessage,
  adminContactMessageSchema,
  contactMessageListSchema,
} from '@shared/schemas/contact';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, fakeApi, noContent, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminMessagesPage } from './messages-page';

const t = adminMessages;
const FIRST_PAGE = 'GET /api/admin/contact-messages?page=1&pageSize=20';

const message = (overrides: Partial<AdminContactMessage> = {}): AdminContactMessage => ({
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  firstName: 'Aziz',
  lastName: 'Karimov',
  email: 'aziz@example.uz',
  phone: '+998 90 123 45 67',
  company: 'Jizzax IT',
  subject: 'Korporativ hamkorlik',
  message: "Xodimlarimiz uchun quizlar to'plamini sotib olmoqchimiz.\nNarxlar qanday?",
  source: 'contact',
  userId: null,
  ipAddress: '203.0.113.9',
  readAt: null,
  createdAt: '2026-03-05T09:30:00.000Z',
  ...overrides,
});
const UNREAD = message();
const READ = message({
  id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
  subject: "To'lov muammosi",
  source: 'support',
  readAt: '2026-03-04T10:00:00.000Z',
});

let routes: Record<string, FakeReply>;
let calls: ReturnType<typeof fakeApi>;
const listOf = (messages: AdminContactMessage[], unreadCount = 1) =>
  reply(contactMessageListSchema, { messages, total: messages.length, page: 1, pageSize: 20, unreadCount });
const writes = () => calls.filter((call) => call.method !== 'GET').map((c) => `${c.method} ${c.url}`);

beforeEach(() => {
  routes = { [FIRST_PAGE]: listOf([UNREAD, READ]) };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (path = '/admin/messages') => renderWithApp(<AdminMessagesPage />, path);

describe('AdminMessagesPage', () => {
  it('lists the messages with the unread one marked, and filters by read state in the URL', async () => {
    const { params } = open();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const table = await screen.findByRole('table', { name: t.listLabel });
    const [unread, read] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(unread!).getByText(t.unread)).toBeTruthy();
    expect(within(unread!).getByText('aziz@example.uz')).toBeTruthy();
    expect(within(read!).queryByText(t.unread)).toBeNull();
    expect(within(read!).getByText(t.sources.support!)).toBeTruthy();
    expect(screen.getByText(t.unreadSummary(1))).toBeTruthy();

    routes['GET /api/admin/contact-messages?status=unread&page=1&pageSize=20'] = listOf([UNREAD]);
    fireEvent.change(screen.getByLabelText(t.status), { target: { value: 'unread' } });
    await waitFor(() => expect(screen.queryByText("To'lov muammosi")).toBeNull());
    expect(params().get('status')).toBe('unread');
  });

  it('opens a message whole, marks it read once and offers a mailto reply', async () => {
    routes[`POST /api/admin/contact-messages/${UNREAD.id}/read`] = reply(adminContactMessageSchema, {
      ...UNREAD,
      readAt: '2026-03-05T10:00:00.000Z',
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.open(UNREAD.subject) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: UNREAD.subject })).toBeTruthy();
    expect(within(dialog).getByText(/Narxlar qanday\?/)).toBeTruthy();
    expect(within(dialog).getByText('Jizzax IT')).toBeTruthy();
    const replyLink = within(dialog).getByRole('link', { name: t.reply });
    expect(replyLink.getAttribute('href')).toBe(
      `mailto:aziz%40example.uz?subject=${encodeURIComponent('Re: Korporativ hamkorlik')}`,
    );
    await waitFor(() => expect(writes()).toEqual([`POST /api/admin/contact-messages/${UNREAD.id}/read`]));
    // the list is fetched again, so the badge and the count follow
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/admin/contact-messages?'))).toHaveLength(2),
    );

    // a message already read is not marked again
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: t.open(READ.subject) }));
    await screen.findByRole('dialog');
    expect(writes()).toHaveLength(1);
  });

  it('deletes only after confirmation', async () => {
    routes[`DELETE /api/admin/contact-messages/${READ.id}`] = noContent;
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.deleteLabel(READ.subject) }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(t.confirmDelete(READ.subject))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: t.deleteLabel(READ.subject) }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(t.deleted)).toBeTruthy();
    expect(writes()).toEqual([`DELETE /api/admin/contact-messages/${READ.id}`]);
  });

  it('says why a delete failed', async () => {
    routes[`DELETE /api/admin/contact-messages/${READ.id}`] = refuse(
      404,
      'CONTACT_MESSAGE_NOT_FOUND',
      'Xabar topilmadi',
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.deleteLabel(READ.subject) }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.delete }));
    expect(await screen.findByText('Xabar topilmadi')).toBeTruthy();
  });

  it('shows cards below 768 px and the empty state', async () => {
    const narrow = { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow as unknown as MediaQueryList);
    open();
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    cleanup();
    routes[FIRST_PAGE] = listOf([], 0);
    open();
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });
});
