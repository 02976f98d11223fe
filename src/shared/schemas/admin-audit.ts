import { z } from 'zod';

/** The admin API contract for the audit log: every admin write, newest first. */

const optionalFilter = (max: number) => z.string().trim().max(max).optional();

export const auditListQuerySchema = z
  .object({
    /** an account id, or part of the email or of the current name */
    actor: optionalFilter(200),
    /** an exact action (quiz.update) or, ending in a dot, every action of an entity (quiz.) */
    action: optionalFilter(100),
    entityType: optionalFilter(50),
    entityId: optionalFilter(200),
    /** from (inclusive) and to (exclusive): ISO times with their offset */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  // the day fields check it too; the server holds the rule for a hand-made or stale URL
  .refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), {
    message: 'from > to',
    path: ['to'],
  });

export const auditActorSchema = z.object({
  /** null once the account is gone */
  id: z.string().nullable(),
  /** the email at the time of the write */
  email: z.string(),
  /** the account's current name; null once the account is gone */
  name: z.string().nullable(),
});

export const auditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  actor: auditActorSchema,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** field -> { from, to } for updates; the record's fields on create and delete; counts for bulk writes */
  changes: z.record(z.string(), z.unknown()),
});

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The actions and entity types the log holds, for the page's filter selects. */
export const auditFacetsResponseSchema = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
});

export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
export type AuditFacetsResponse = z.infer<typeof auditFacetsResponseSchema>;
