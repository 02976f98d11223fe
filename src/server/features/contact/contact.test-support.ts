import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** A stored message, as if a visitor had sent it; fields may be overridden. */
export async function createContactMessage(
  db: Db,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: 'Dilnoza',
      lastName: 'Rahimova',
      email: 'dilnoza@example.uz',
      subject: "To'lov haqida",
      message: "To'lovdan keyin quiz ochilmadi, yordam bering.",
      source: 'support',
      ipAddress: '203.0.113.9',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A valid form body for POST /api/contact. */
export const validContactBody = {
  firstName: 'Aziz',
  lastName: 'Karimov',
  email: 'Aziz@Example.uz',
  phone: '+998 90 123-45-67',
  company: 'Jizzax IT',
  subject: 'Korporativ hamkorlik',
  message: "Xodimlarimiz uchun quizlar to'plamini sotib olmoqchimiz.",
  source: 'contact' as const,
};
