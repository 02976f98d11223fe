/** Every localStorage key the web app uses, in one place (docs/product/learner-side.md section 3). */
export const STORAGE_KEYS = {
  theme: 'quiz-theme',
  deviceId: 'device_id',
  guestPurchase: 'guest_purchase',
  lastActivity: 'last_activity',
  localSession: 'quiz_local_session',
  quizProgress: 'quiz_progress',
  shuffledQuestions: (quizId: string) => `shuffled_questions_${quizId}`,
  /** answers of a quiz session not yet acknowledged by the server (retried until they are) */
  pendingAnswers: (sessionId: string) => `quiz_pending_answers_${sessionId}`,
} as const;

/** localStorage that never throws (private mode, disabled storage, tests without a DOM). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage unavailable: the preference simply lasts for this page only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};
