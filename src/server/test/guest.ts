import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSettings, guestAccess, payments, purchases } from '../db/schema';
import { GUEST_ACCESS_MS, hashGuestToken, newGuestToken } from '../features/identity/guest-credentials';
import { GUEST_PURCHASE_KEY } from '../features/settings/settings.service';
import { type Client, client } from './http';
import type { TestApp } from './test-app';

/** Turns the admin's guest-purchase setting on or off (the setting row, as the admin form writes it). */
export async function setGuestPurchase(db: Db, enabled: boolean) {
  await db
    .insert(adminSettings)
    .values({ settingKey: GUEST_PURCHASE_KEY, settingValue: enabled })
    .onConflictDoUpdate({ target: adminSettings.settingKey, set: { settingValue: enabled } });
}

export interface GuestBuyer {
  email: string;
  fullName: string;
  phone?: string;
}

export const newGuestBuyer = (): GuestBuyer => ({
  email: `mehmon.${randomUUID().slice(0, 8)}@example.uz`,
  fullName: 'Mehmon Xaridor',
});

/** The guest-access link's token in the newest email to `email` (the fragment of /guest-access#token). */
export async function guestLinkTokenFor(app: TestApp, email: string): Promise<string> {
  const mail = await app.lastEmailTo(email);
  const token = mail?.text.match(/\/guest-access#([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no guest-access link was emailed to ${email}`);
  return token;
}

/**
 * A browser (no account) holding an active guest access to `quiz`, bought through the real guest
 * checkout and the demo provider's confirmation. Turns guest purchase on.
 */
export async function guestWithAccess(
  app: TestApp,
  quiz: { id: string },
  buyer: GuestBuyer = newGuestBuyer(),
): Promise<{
  client: Client;
  buyer: GuestBuyer;
  paymentId: string;
  guestAccessId: string;
  linkToken: string;
}> {
  await setGuestPurchase(app.db, true);
  const browser = client(app.server);
  const checkout = await browser.post('/api/guest-checkout', { quizId: quiz.id, ...buyer });
  if (checkout.statusCode !== 200) throw new Error(`guest checkout failed: ${checkout.body}`);
  const { paymentId } = checkout.json() as { paymentId: string };
  const confirm = await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, {
    outcome: 'success',
  });
  if (confirm.statusCode !== 200) throw new Error(`guest demo confirm failed: ${confirm.body}`);
  const { access } = confirm.json() as { access: { purchaseId: string } | null };
  if (!access) throw new Error(`the guest payment did not complete: ${confirm.body}`);
  const [row] = await app.db
    .select({ id: guestAccess.id })
    .from(guestAccess)
    .where(eq(guestAccess.purchaseId, access.purchaseId));
  const linkToken = await guestLinkTokenFor(app, buyer.email);
  return { client: browser, buyer, paymentId, guestAccessId: row!.id, linkToken };
}

/**
 * A guest access written straight to the database (no checkout, settings untouched): for tests
 * that need one without the guest-purchase setting on. Returns the tokens that open it.
 */
export async function insertGuestAccess(
  db: Db,
  quizId: string,
  { expiresAt = new Date(Date.now() + GUEST_ACCESS_MS), buyer = newGuestBuyer() } = {},
) {
  const token = newGuestToken();
  const linkToken = newGuestToken();
  const [purchase] = await db
    .insert(purchases)
    .values({
      quizId,
      amount: 0,
      paymentMethod: 'CLICK',
      paymentStatus: 'COMPLETED',
      paymentData: { guest_email: buyer.email, guest_name: buyer.fullName, is_guest_purchase: true },
      transactionId: `guest_${Date.now()}`,
    })
    .returning({ id: purchases.id });
  const [access] = await db
    .insert(guestAccess)
    .values({
      purchaseId: purchase!.id,
      quizId,
      tokenHash: hashGuestToken(token),
      linkTokenHash: hashGuestToken(linkToken),
      email: buyer.email,
      fullName: buyer.fullName,
      expiresAt,
    })
    .returning({ id: guestAccess.id });
  return { guestAccessId: access!.id, purchaseId: purchase!.id, token, linkToken, buyer };
}

/** A PENDING guest payment written straight to the database; `token` is its browser's cookie value. */
export async function insertGuestPayment(db: Db, quizId: string, price = 25_000) {
  const token = newGuestToken();
  const buyer = newGuestBuyer();
  const [payment] = await db
    .insert(payments)
    .values({
      provider: 'demo',
      method: 'CLICK',
      amount: price,
      items: [{ quizId, price }],
      guestEmail: buyer.email,
      guestName: buyer.fullName,
      guestTokenHash: hashGuestToken(token),
    })
    .returning({ id: payments.id });
  return { paymentId: payment!.id, token };
}
