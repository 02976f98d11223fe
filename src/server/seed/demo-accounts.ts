import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { authAccounts, users } from '../db/schema';
import type { Auth } from '../features/auth/auth';

export const DEMO_PASSWORD = 'demo12345';

export const demoAccounts = [
  { email: 'admin@demo.uz', name: 'Demo Administrator', role: 'ADMIN' },
  { email: 'learner@demo.uz', name: "Dilnoza Yo'ldosheva", role: 'USER' },
] as const;

/** Confirmed accounts with a password, created directly (no confirmation email to send). */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<void> {
  const { password } = await auth.$context;
  const hash = await password.hash(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    const id = randomUUID();
    await db
      .insert(users)
      .values({ id, email: account.email, name: account.name, role: account.role, emailVerified: true });
    await db
      .insert(authAccounts)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
  }
}
