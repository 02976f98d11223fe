import type { PlayIntro, PlayQuestion, PlaySession, ResultDetail } from '@shared/schemas/play';

export const PLAY_QUIZ_ID = '00000000-0000-4000-8000-000000000002';
export const PLAY_SESSION_ID = '00000000-0000-4000-8000-000000000020';

export const playQuestion = (n: number): PlayQuestion => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  questionText: `Savol ${n}`,
  thumbnailUrl: null,
  moduleId: null,
  moduleName: null,
  points: 1,
  options: [
    { index: 0, text: 'Ha' },
    { index: 1, text: "Yo'q" },
  ],
});

/** A session of two questions as the server opens it, with the given fields changed. */
export function playSession(changes: Partial<PlaySession> = {}): PlaySession {
  return {
    sessionId: PLAY_SESSION_ID,
    quizId: PLAY_QUIZ_ID,
    quizTitle: 'Fizika asoslari',
    attemptNumber: 1,
    deviceId: 'device-a',
    questions: [playQuestion(1), playQuestion(2)],
    currentQuestionIndex: 0,
    answers: {},
    timeRemaining: 600,
    durationSeconds: 900,
    strictTimer: false,
    startedAt: '2026-11-27T10:00:00.000Z',
    ...changes,
  };
}

/** The intro of a quiz the viewer owns and may start, with the given fields changed. */
export function playIntro(changes: Partial<PlayIntro> = {}): PlayIntro {
  return {
    quiz: {
      id: PLAY_QUIZ_ID,
      title: 'Fizika asoslari',
      description: null,
      totalQuestions: 2,
      durationMinutes: 15,
      thumbnailUrl: null,
      strictTimer: false,
      allowRetakes: true,
    },
    access: { allowed: true },
    owned: true,
    attemptsUsed: 0,
    attemptsLimit: null,
    attemptsLeft: null,
    activeSession: null,
    lastResult: null,
    passPercentage: 70,
    guest: null,
    ...changes,
  };
}

/** A finished attempt's result, with the given fields changed. */
export function resultDetail(changes: Partial<ResultDetail> = {}): ResultDetail {
  return {
    result: {
      id: '00000000-0000-4000-8000-000000000030',
      quizId: PLAY_QUIZ_ID,
      quizTitle: 'Fizika asoslari',
      score: 1,
      correctAnswers: 1,
      totalQuestions: 2,
      percentage: 50,
      passed: false,
      timeTaken: 300,
      completedAt: '2026-11-27T10:05:00.000Z',
    },
    timeUp: false,
    questions: [],
    certificate: null,
    passPercentage: 70,
    certificatesEnabled: true,
    timing: null,
    ...changes,
  };
}
