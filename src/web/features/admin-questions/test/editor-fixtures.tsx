import { adminModulesResponseSchema, adminQuizSchema } from '@shared/schemas/admin-catalog';
import {
  type AdminQuestion,
  type AdminQuestionsResponse,
  adminQuestionsResponseSchema,
} from '@shared/schemas/admin-questions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { quizListItem } from '@web/test/admin-quiz';
import { type FakeReply, fakeApi, reply } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { QuestionEditorPage } from '../components/question-editor-page';

/** Test data and a renderer for the question editor's component tests. */
export const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
export const MODULE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const BASE = `/api/admin/quizzes/${QUIZ_ID}`;
export const questionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function question(n: number, overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id: questionId(n),
    orderIndex: n - 1,
    questionText: `Savol ${n}`,
    options: [`A${n}`, `B${n}`, `C${n}`, `D${n}`],
    correctAnswer: 2,
    points: 1,
    explanation: null,
    isPreview: false,
    moduleId: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

export function questionList(count: number, version = 7): AdminQuestionsResponse {
  return { quizId: QUIZ_ID, version, questions: Array.from({ length: count }, (_, i) => question(i + 1)) };
}

const quiz = quizListItem(QUIZ_ID, 'Jahon tarixi', {
  isActive: false,
  totalQuestions: 3,
  updatedAt: '2026-01-02T00:00:00.000Z',
});

const module = {
  id: MODULE_ID,
  quizId: QUIZ_ID,
  name: 'Qadimgi davr',
  description: null,
  pointsPerQuestion: 1,
  orderIndex: 0,
  questionCount: 0,
};

/**
 * The editor on /admin/question-editor?quizId= under a data router (the leave guard needs one),
 * with /admin/quizzes as the way back. `withModules` gives the quiz one module.
 */
export function renderEditor({
  questions = questionList(3),
  withModules = false,
  routes = {},
}: {
  questions?: AdminQuestionsResponse | FakeReply;
  withModules?: boolean;
  routes?: Record<string, FakeReply>;
} = {}) {
  const calls = fakeApi({
    [`GET ${BASE}`]: reply(adminQuizSchema, quiz),
    [`GET ${BASE}/modules`]: reply(adminModulesResponseSchema, { modules: withModules ? [module] : [] }),
    [`GET ${BASE}/questions`]:
      typeof questions === 'function' ? questions : reply(adminQuestionsResponseSchema, questions),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/question-editor', element: <QuestionEditorPage /> },
      { path: '/admin/quizzes', element: <h1>Quizlar sahifasi</h1> },
    ],
    { initialEntries: [`/admin/question-editor?quizId=${QUIZ_ID}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, router };
}

/** The list's question texts, top to bottom. */
export function listedTexts(container: ParentNode = document): string[] {
  return [...container.querySelectorAll('ol[aria-label] > li p[title]')].map(
    (p) => p.getAttribute('title') ?? '',
  );
}
