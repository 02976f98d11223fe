import { z } from 'zod';

/** The one error body of the API (docs/architecture.md#api). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.object({
      applied: z.number().int(),
      latest: z.string().nullable(),
      pending: z.number().int(),
    }),
  }),
  uptimeSeconds: z.number(),
});

export const mailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
/** An SMS in the development outbox: its template, text and how far it got. */
export const mailboxSmsSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  template: z.string(),
  text: z.string(),
  /** QUEUED, STORED (kept here), SENT, DELIVERED, REJECTED, UNDELIVERABLE, EXPIRED, FAILED */
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export const mailboxResponseSchema = z.object({
  messages: z.array(mailboxMessageSchema),
  sms: z.array(mailboxSmsSchema),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export type MailboxSms = z.infer<typeof mailboxSmsSchema>;
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
