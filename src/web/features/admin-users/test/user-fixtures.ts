import type { AdminRestriction, AdminUser } from '@shared/schemas/admin-users';

/** Test data shared by this feature's component tests. */
export const ADMIN_ID = 'admin-0001';
export const LEARNER_ID = 'learner-0002';
export const HISTORY_QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
export const MATH_QUIZ_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: LEARNER_ID,
    name: "Dilnoza G'aniyeva",
    email: 'dilnoza@example.uz',
    phoneNumber: null,
    role: 'USER',
    emailVerified: true,
    createdAt: '2026-03-05T09:00:00.000Z',
    purchaseCount: 3,
    freeClaimCount: 2,
    resultCount: 5,
    activeSessionCount: 1,
    signedIn: true,
    ...overrides,
  };
}

export const ME = adminUser({
  id: ADMIN_ID,
  name: 'Bosh Admin',
  email: 'admin@demo.uz',
  role: 'ADMIN',
  purchaseCount: 0,
  freeClaimCount: 0,
  resultCount: 0,
});

export function restriction(overrides: Partial<AdminRestriction> = {}): AdminRestriction {
  return {
    quizId: HISTORY_QUIZ_ID,
    quizTitle: 'Jahon tarixi',
    isBlocked: true,
    reason: "To'lov tekshirilmoqda",
    maxAttemptsOverride: null,
    createdAt: '2026-03-06T09:00:00.000Z',
    ...overrides,
  };
}
