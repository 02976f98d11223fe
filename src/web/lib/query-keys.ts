import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys that several web features share (features may not import each other). Everything
 * that belongs to the signed-in user starts with 'me', so sign-out can drop it in one call.
 */
export const queryKeys = {
  publicSettings: ['settings', 'public'] as const,
  quizDetails: ['quizzes', 'detail'] as const,
  quizDetail: (id: string) => ['quizzes', 'detail', id] as const,
  me: ['me'] as const,
  cartAll: ['me', 'cart'] as const,
  cart: ['me', 'cart', 'items'] as const,
  cartCount: ['me', 'cart', 'count'] as const,
  myQuizzes: ['me', 'quizzes'] as const,
  myResults: ['me', 'results'] as const,
  myCertificates: ['me', 'certificates'] as const,
  inProgress: ['me', 'in-progress'] as const,
  payment: (id: string) => ['me', 'payments', id] as const,
  notifications: ['me', 'notifications'] as const,
  userSessions: ['me', 'sessions'] as const,
  /** the learner's ways in: email, phone, password */
  myAccount: ['me', 'account'] as const,
  playIntro: (quizId: string) => ['me', 'play', 'intro', quizId] as const,
  playResult: (resultId: string) => ['me', 'play', 'results', resultId] as const,
  /** this browser's guest access to a quiz (a cookie, not the signed-in user: outside 'me') */
  guestAccess: (quizId: string) => ['guest-access', quizId] as const,
  /** every category for the admin pages: under 'admin', which admin writes refresh */
  adminCategories: ['admin', 'categories'] as const,
  adminSettings: ['admin', 'settings'] as const,
};

/** After the cart or the user's purchases change: the cart, its count, owned quizzes and details. */
export function invalidateStorefront(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.cartAll }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myQuizzes }),
    queryClient.invalidateQueries({ queryKey: queryKeys.quizDetails }),
  ]).then(() => undefined);
}
