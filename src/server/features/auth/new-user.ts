import type { Db } from '../../db/client';
import { currentLanguage } from '../../plugins/language';
import { type CreateContext, isAdminOrServerCreate, registrationGate } from './registration-gate';

/**
 * better-auth's user.create.before hook: registration must be open, and a person signing up
 * (by email or phone) gets the language they signed up in; an account an admin or the seed
 * creates keeps the default, the admin's own language says nothing of its owner's.
 */
export function beforeUserCreate(db: Db) {
  const gate = registrationGate(db);
  return async <User extends Record<string, unknown>>(user: User, ctx: CreateContext | null) => {
    await gate(user, ctx);
    if (isAdminOrServerCreate(ctx)) return;
    return { data: { ...user, language: currentLanguage() } };
  };
}
