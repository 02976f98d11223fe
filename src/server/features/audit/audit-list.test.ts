import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../../shared/schemas/admin-audit';
import { auditLog, users } from '../../db/schema';
import { createLearner, signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordAudit } from './audit-log';

let app: TestApp;
let admin: Client;
let aziz: { id: string; email: string };
let gone: { id: string; email: string };
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
  const [azizRow] = await app.db
    .insert(users)
    .values({ id: 'aziz-id', name: 'Aziz Karimov', email: 'aziz@example.uz', role: 'ADMIN' })
    .returning();
  aziz = azizRow!;
  gone = await createLearner(app.db);
  const at = (day: number) => new Date(`2026-03-0${day}T10:00:00Z`);
  await app.db
    .insert(auditLog)
    .values([
      row(aziz, 'quiz.create', 'quiz', 'q1', at(1)),
      row(aziz, 'quiz.update', 'quiz', 'q1', at(2), { title: { from: 'A', to: 'B' } }),
      row(gone, 'category.delete', 'category', 'c1', at(3)),
      row(aziz, 'quizzes.export', 'quiz', 'q2', at(4)),
      row(aziz, 'settings.update', 'settings', null, at(5)),
    ]);
  // the account of `gone` is deleted: the row keeps the email, the foreign key clears the id
  await app.db.delete(users).where(eq(users.id, gone.id));
});
afterAll(() => app.close());

function row(
  actor: { id: string; email: string },
  action: string,
  entityType: string,
  entityId: string | null,
  createdAt: Date,
  changes: Record<string, unknown> = {},
) {
  return { actorId: actor.id, actorEmail: actor.email, action, entityType, entityId, createdAt, changes };
}

async function list(query: string): Promise<AuditListResponse> {
  const res = await admin.get(`/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const actions = async (query: string) => (await list(query)).entries.map((e) => e.action);

describe('GET /api/admin/audit', () => {
  it('lists newest first with the actor, current name, entity and changes', async () => {
    const page = await list('pageSize=5');
    expect(page.total).toBe(5);
    expect(page.entries.map((e) => e.action)).toEqual([
      'settings.update',
      'quizzes.export',
      'category.delete',
      'quiz.update',
      'quiz.create',
    ]);
    expect(page.entries[3]).toMatchObject({
      actor: { id: aziz.id, email: 'aziz@example.uz', name: 'Aziz Karimov' },
      entityType: 'quiz',
      entityId: 'q1',
      changes: { title: { from: 'A', to: 'B' } },
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(page.entries[2]!.actor).toEqual({ id: null, email: gone.email, name: null });
  });

  it('pages on the server with the total', async () => {
    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.entries.map((e) => e.action)).toEqual(['category.delete', 'quiz.update']);
  });

  it('filters by action, exactly or by a prefix ending in a dot', async () => {
    expect(await actions('action=quiz.update')).toEqual(['quiz.update']);
    expect(await actions('action=quiz.')).toEqual(['quiz.update', 'quiz.create']);
    expect(await actions('action=quiz')).toEqual([]);
  });

  it('filters by entity type and id', async () => {
    expect(await actions('entityType=quiz&entityId=q1')).toEqual(['quiz.update', 'quiz.create']);
    expect(await actions('entityType=category')).toEqual(['category.delete']);
  });

  it('filters by actor id, part of the email, or part of the current name', async () => {
    expect((await list(`actor=${aziz.id}`)).total).toBe(4);
    expect(await actions(`actor=${encodeURIComponent(gone.email.slice(0, 9).toUpperCase())}`)).toEqual([
      'category.delete',
    ]);
    expect((await list('actor=karimov')).total).toBe(4);
    expect((await list('actor=%25')).total).toBe(0);
  });

  it('filters by a time range: from inclusive, to exclusive', async () => {
    const from = encodeURIComponent('2026-03-02T10:00:00Z');
    const to = encodeURIComponent('2026-03-04T15:00:00+05:00');
    expect(await actions(`from=${from}&to=${to}`)).toEqual(['category.delete', 'quiz.update']);
  });

  it('answers 400 for a time that is not ISO', async () => {
    const res = await admin.get('/api/admin/audit?from=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 400 for a period that ends before it starts, whatever the offsets', async () => {
    const from = encodeURIComponent('2026-03-04T12:00:00+05:00');
    const to = encodeURIComponent('2026-03-04T06:00:00Z');
    const res = await admin.get(`/api/admin/audit?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/admin/audit/facets', () => {
  it('lists the actions and entity types the log holds', async () => {
    const res = await admin.get('/api/admin/audit/facets');
    expect(res.json()).toEqual({
      actions: ['category.delete', 'quiz.create', 'quiz.update', 'quizzes.export', 'settings.update'],
      entityTypes: ['category', 'quiz', 'settings'],
    });
  });
});

describe('recordAudit', () => {
  it('rolls back with the transaction it was given', async () => {
    const failed = app.db.transaction(async (tx) => {
      await recordAudit(tx, aziz, { action: 'quiz.update', entityType: 'quiz', entityId: 'rolled-back' });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await app.db.select().from(auditLog).where(eq(auditLog.entityId, 'rolled-back'))).toEqual([]);
  });
});
