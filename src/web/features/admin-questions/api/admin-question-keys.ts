/** This feature's query keys: everything under ['admin', 'quizzes', quizId] for one quiz. */
export const adminQuestionKeys = {
  quiz: (quizId: string) => ['admin', 'quizzes', quizId] as const,
  questions: (quizId: string) => ['admin', 'quizzes', quizId, 'questions'] as const,
  modules: (quizId: string) => ['admin', 'quizzes', quizId, 'modules'] as const,
};

export const quizPath = (quizId: string) => `/api/admin/quizzes/${encodeURIComponent(quizId)}`;
