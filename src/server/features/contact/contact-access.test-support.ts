import type { AccessContext, RouteCase } from '../../test/access-cases';
import { adminOnly } from '../../test/access-cases';
import { createContactMessage } from './contact.test-support';

/** Route-access cases of the contact routes (see src/server/test/access-cases.ts). */
export function contactCases(context: AccessContext): Record<string, RouteCase> {
  const messageId = async () => (await createContactMessage(context.app.db)).id;
  return {
    'POST /api/contact': {
      access: 'public',
      call: () => ({
        url: '/api/contact',
        body: {
          firstName: 'Aziz',
          lastName: 'Karimov',
          email: 'aziz@example.uz',
          subject: 'Savol bor',
          message: 'Sertifikat qanday olinadi, bilmoqchiman.',
          source: 'contact',
        },
      }),
      expected: { guest: 201, other: 201, admin: 201, owner: 201 },
    },
    'GET /api/admin/contact-messages': adminOnly(() => ({
      url: '/api/admin/contact-messages?search=savol&status=unread&page=1',
    })),
    'GET /api/admin/contact-messages/unread-count': adminOnly(() => ({
      url: '/api/admin/contact-messages/unread-count',
    })),
    'POST /api/admin/contact-messages/:id/read': adminOnly(async () => ({
      url: `/api/admin/contact-messages/${await messageId()}/read`,
    })),
    'DELETE /api/admin/contact-messages/:id': adminOnly(
      async () => ({ url: `/api/admin/contact-messages/${await messageId()}` }),
      204,
    ),
  };
}
