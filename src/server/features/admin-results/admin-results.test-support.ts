import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, guestAccess, purchases, quizResults, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { type Client, client } from '../../test/http';
import type { TestApp } from '../../test/test-app';

/** An ADMIN account on an unseeded app (so a test's data set is all there is), signed in. */
export async function signedInNewAdmin(app: TestApp): Promise<{ id: string; client: Client }> {
  const email = `admin.${randomUUID().slice(0, 8)}@example.uz`;
  const { user } = await app.auth.api.createUser({
    body: {
      email,
      password: DEMO_PASSWORD,
      name: 'Bosh Admin',
      role: 'ADMIN' as never,
      data: { emailVerified: true },
    },
  });
  const browser = client(app.server);
  const res = await browser.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { id: user.id, client: browser };
}

export async function setUserCreatedAt(db: Db, userId: string, createdAt: Date) {
  await db.update(users).set({ createdAt }).where(eq(users.id, userId));
}

export async function insertUser(db: Db, name: string, email: string, createdAt = new Date()) {
  const [row] = await db.insert(users).values({ id: randomUUID(), name, email, createdAt }).returning();
  return row!;
}

type PurchaseValues = Partial<typeof purchases.$inferInsert> & { quizId: string; amount: number };
export async function insertPurchase(db: Db, values: PurchaseValues) {
  const [row] = await db
    .insert(purchases)
    .values({ paymentMethod: 'DEMO', paymentStatus: 'COMPLETED', userId: null, ...values })
    .returning();
  return row!;
}

/** A completed guest purchase with its guest access record (name and email). */
export async function insertGuestPurchase(
  db: Db,
  values: PurchaseValues & { guestName: string; guestEmail: string },
) {
  const { guestName, guestEmail, ...purchase } = values;
  const row = await insertPurchase(db, {
    ...purchase,
    paymentData: { guest_name: guestName, guest_email: guestEmail, is_guest_purchase: true },
  });
  const [access] = await db
    .insert(guestAccess)
    .values({
      purchaseId: row.id,
      quizId: row.quizId,
      tokenHash: randomUUID(),
      email: guestEmail,
      fullName: guestName,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { purchase: row, guestAccessId: access!.id };
}

type ResultValues = Partial<typeof quizResults.$inferInsert> & { quizId: string; percentage: number };
/** A finished result; passed at 70% unless said, 10 questions, answers as given. */
export async function insertResult(db: Db, values: ResultValues) {
  const correct = Math.round(values.percentage / 10);
  const [row] = await db
    .insert(quizResults)
    .values({
      score: correct,
      totalQuestions: 10,
      correctAnswers: correct,
      timeTaken: 125,
      answers: {},
      passed: values.percentage >= 70,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertCertificate(
  db: Db,
  result: { id: string; quizId: string; userId: string | null },
) {
  const [row] = await db
    .insert(certificates)
    .values({
      resultId: result.id,
      quizId: result.quizId,
      userId: result.userId,
      code: `BLM-${randomUUID().slice(0, 8).toUpperCase()}`,
      holderName: 'Sertifikat Egasi',
    })
    .returning();
  return row!;
}
