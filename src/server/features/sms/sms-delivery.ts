import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/**
 * Eskiz's delivery words, in the long and the SMPP spelling integrations report: our final
 * statuses. Any other word (waiting, ACCEPTED, TRANSMTD...) means on its way: kept as the
 * provider's status while ours stays SENT.
 */
const FINAL_STATUS: Record<string, string> = {
  DELIVERED: 'DELIVERED',
  DELIVRD: 'DELIVERED',
  REJECTED: 'REJECTED',
  REJECTD: 'REJECTED',
  UNDELIVERABLE: 'UNDELIVERABLE',
  UNDELIVERED: 'UNDELIVERABLE',
  UNDELIV: 'UNDELIVERABLE',
  FAILED: 'UNDELIVERABLE',
  EXPIRED: 'EXPIRED',
};

export interface DeliveryReport {
  providerId: string | undefined;
  status: string;
}

/**
 * Records a delivery report on its message. Only a message on its way (SENDING: the report beat
 * our record of the send; SENT) changes: a final status is not undone by a late or repeated
 * report, and a report naming another provider id than the one recorded is ignored. Returns
 * whether the report was recorded.
 */
export async function recordDeliveryReport(
  db: Db,
  outboxId: string,
  report: DeliveryReport,
): Promise<boolean> {
  const status = FINAL_STATUS[report.status.toUpperCase()];
  const updated = await db
    .update(smsOutbox)
    .set({
      ...(status ? { status } : {}),
      providerStatus: report.status,
      providerId: sql`coalesce(${smsOutbox.providerId}, ${report.providerId ?? null})`,
      statusAt: new Date(),
    })
    .where(
      and(
        eq(smsOutbox.id, outboxId),
        inArray(smsOutbox.status, ['SENDING', 'SENT']),
        report.providerId
          ? or(isNull(smsOutbox.providerId), eq(smsOutbox.providerId, report.providerId))
          : undefined,
      ),
    )
    .returning({ id: smsOutbox.id });
  return updated.length > 0;
}
