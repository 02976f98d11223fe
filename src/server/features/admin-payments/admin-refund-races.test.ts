import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, userNotifications } from '../../db/schema';
import type { Client } from '../../test/http';
import type { ClickSimulator } from '../../test/simulators/click';
import type { TestApp } from '../../test/test-app';
import { signedInNewAdmin } from '../admin-results/admin-results.test-support';
import { clickCheckout, startClickApp } from '../payments/click/click.test-support';

/*
 * Two admins (or one double click) recording the same refund at once. On PostgreSQL
 * (`node scripts/with-postgres.mjs npx vitest run --project api <this file>`) the requests run in
 * parallel connections; the payment's row lock lets one refund and answers the other 409.
 */
let app: TestApp;
let click: ClickSimulator;
let admins: Client[];
beforeAll(async () => {
  ({ app, click } = await startClickApp());
  admins = [(await signedInNewAdmin(app)).client, (await signedInNewAdmin(app)).client];
});
afterAll(() => app?.close());

const ROUNDS = 3;

describe('concurrent admin refunds', () => {
  it('two refunds of one payment at once: one 200, one 409, one notification, email and audit row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { user, paymentId, amountSom } = await clickCheckout(app);
      await click.payInFull({ paymentId, amountSom });
      const both = await Promise.all(
        admins.map((admin) =>
          admin.post(`/api/admin/payments/${paymentId}/refund`, { reason: `ikki marta ${round}` }),
        ),
      );
      expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const notices = await app.db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, user.id), eq(userNotifications.type, 'payment_refunded')));
      expect(notices).toHaveLength(1);
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, paymentId), eq(auditLog.action, 'payment.refund')));
      expect(audits).toHaveLength(1);
      const emails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
      // the purchase receipt and one refund message
      expect(emails).toHaveLength(2);
    }
  });
});
