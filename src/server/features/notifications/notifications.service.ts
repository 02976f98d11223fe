import type { Db } from '../../db/client';
import { userNotifications } from '../../db/schema';

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
}

/** Records an in-app notification (the live feed that pushes it to devices comes with issue 5). */
export async function createNotification(db: Db, notification: NewNotification): Promise<void> {
  await db.insert(userNotifications).values(notification);
}
