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
export const mailboxResponseSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
