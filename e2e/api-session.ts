import { request } from 'playwright-core';
import { seedQuizzes } from '../src/server/seed/catalog';
import { baseURL } from './fixtures';

/**
 * A signed-in API client for setting up data quickly (many learners' attempts) where driving a
 * browser for each would only slow the suite: it keeps the session cookie and sends our Origin.
 * `base`: another server than the suite's.
 */
export async function apiSession(email: string, password: string, base = baseURL()) {
  let cookie = '';
  async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  await call('POST', '/api/auth/sign-in/email', { email, password });
  return call;
}

/**
 * The cookies of a sign-in through the API, for newPage({ storageState }): a browser that opens
 * signed in, where the test is about the pages behind the sign-in and not the dialog.
 */
export async function signedInState(email: string, password: string, base = baseURL()) {
  const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  try {
    const res = await api.post('/api/auth/sign-in/email', { data: { email, password } });
    if (!res.ok()) throw new Error(`sign-in of ${email}: ${res.status()} ${await res.text()}`);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

export type ApiCall = Awaited<ReturnType<typeof apiSession>>;

type PlaySession = { sessionId: string; questions: { id: string }[] };

/** Claims a free quiz and plays it through: `choices[i]` is the option picked on question i; the result's id. */
export async function playThrough(call: ApiCall, quizId: string, choices: number[], deviceId: string) {
  await call('POST', `/api/quizzes/${quizId}/claim`);
  const session = await call<PlaySession>('POST', `/api/play/${quizId}/start`, { deviceId });
  for (const [i, question] of session.questions.entries()) {
    await call('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: question.id,
      optionIndex: choices[i],
      currentQuestionIndex: i,
    });
  }
  const finished = await call<{ result: { id: string } }>(
    'POST',
    `/api/play/sessions/${session.sessionId}/finish`,
    {},
  );
  return finished.result.id;
}

/**
 * Choices for a seeded quiz that is never shuffled (the seed's order is the order shown): the first
 * `right` answers of its key, the rest wrong (the next option).
 */
export function seedAnswers(title: string, right: number): number[] {
  const quiz = seedQuizzes.find((q) => q.title === title);
  if (!quiz || quiz.shuffleQuestions || quiz.shuffleAnswers) throw new Error(`${title}: no fixed key`);
  const key = quiz.modules.flatMap((module) => module.questions.map((question) => question.correctAnswer));
  return key.map((correct, i) => (i < right ? correct : correct === 0 ? 1 : 0));
}
