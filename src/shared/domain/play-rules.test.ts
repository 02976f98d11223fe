import { describe, expect, it } from 'vitest';
import { uz } from '../i18n/uz';
import { type AccessFacts, attemptsAllowed, checkAccess } from './access';
import { grade, questionWeight } from './grading';
import { formatClock, ringState } from './timer';

describe('grading', () => {
  const questions = [
    { id: 'a', correctAnswer: 0, points: 1, pointsPerQuestion: null },
    { id: 'b', correctAnswer: 2, points: 2, pointsPerQuestion: null },
    { id: 'c', correctAnswer: 1, points: 1, pointsPerQuestion: null },
  ];
  it('scores the points of correct answers and the percentage of correct ones', () => {
    expect(grade(questions, { a: 0, b: 2, c: 0 })).toEqual({
      score: 3,
      correctAnswers: 2,
      totalQuestions: 3,
      percentage: 66.67,
      passed: false,
    });
  });
  it('passes at 70% or more, counts unanswered questions as wrong', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      id: `q${i}`,
      correctAnswer: 1,
      points: 1,
      pointsPerQuestion: null,
    }));
    const answers = (n: number) => Object.fromEntries(ten.slice(0, n).map((q) => [q.id, 1]));
    expect(grade(ten, answers(7))).toMatchObject({ percentage: 70, passed: true });
    expect(grade(ten, answers(6))).toMatchObject({ percentage: 60, passed: false });
    expect(grade(ten, {})).toMatchObject({ score: 0, percentage: 0, passed: false });
  });
  it('an empty quiz is not passed', () => {
    expect(grade([], {})).toMatchObject({ percentage: 0, passed: false });
  });
  it("weights a correct answer by its module's points per question; the percentage still counts answers", () => {
    const weighted = [
      { id: 'a', correctAnswer: 0, points: 2, pointsPerQuestion: 1.5 },
      { id: 'b', correctAnswer: 0, points: 1, pointsPerQuestion: 0.1 },
      { id: 'c', correctAnswer: 0, points: 3, pointsPerQuestion: 0.1 },
      { id: 'd', correctAnswer: 0, points: 5, pointsPerQuestion: 2 },
    ];
    // 2 x 1.5 + 1 x 0.1 + 3 x 0.1 = 3.4 (not 3.4000000000000004); d is wrong
    expect(grade(weighted, { a: 0, b: 0, c: 0, d: 1 })).toEqual({
      score: 3.4,
      correctAnswers: 3,
      totalQuestions: 4,
      percentage: 75,
      passed: true,
    });
    expect(questionWeight(3, 0.1)).toBe(0.3);
    expect(questionWeight(4, null)).toBe(4);
  });
});

describe('access check order', () => {
  const open: AccessFacts = {
    signedIn: true,
    restriction: null,
    quiz: { allowRetakes: true, maxAttempts: null },
    hasResult: false,
    startedAttempts: 0,
    attemptInProgress: false,
  };
  it('allows an open quiz', () => {
    expect(checkAccess(open)).toBeNull();
  });
  it('the first failing step decides', () => {
    const everythingWrong: AccessFacts = {
      signedIn: false,
      restriction: { isBlocked: true, reason: 'Qoidabuzarlik', maxAttemptsOverride: 1 },
      quiz: null,
      hasResult: true,
      startedAttempts: 9,
      attemptInProgress: false,
    };
    expect(checkAccess(everythingWrong)?.message).toBe(uz.access.notAuthenticated);
    expect(checkAccess({ ...everythingWrong, signedIn: true })?.message).toBe('Qoidabuzarlik');
    expect(
      checkAccess({
        ...everythingWrong,
        signedIn: true,
        restriction: { ...everythingWrong.restriction!, reason: null },
      })?.message,
    ).toBe(uz.access.blocked);
    const unblocked = {
      ...everythingWrong,
      signedIn: true,
      restriction: { isBlocked: false, reason: null, maxAttemptsOverride: 1 },
    };
    expect(checkAccess(unblocked)?.specMessage).toBe('Quiz not found');
    const noRetakes = { ...unblocked, quiz: { allowRetakes: false, maxAttempts: 5 } };
    expect(checkAccess(noRetakes)).toMatchObject({
      message: uz.access.alreadyCompleted,
      specMessage: 'Quiz already completed',
    });
    expect(checkAccess({ ...noRetakes, quiz: { allowRetakes: true, maxAttempts: 5 } })?.specMessage).toBe(
      'Maximum attempts reached (1)',
    );
  });
  it('learners read the refusals in Uzbek; the spec English is only the technical message', () => {
    const english =
      /\b(Quiz not found|already completed|Maximum attempts|Not authenticated|blocked by admin|Error checking)\b/;
    for (const message of [
      uz.access.notAuthenticated,
      uz.access.blocked,
      uz.access.notFound,
      uz.access.alreadyCompleted,
      uz.access.attemptUsed,
      uz.access.noRestart,
      uz.access.maxAttempts(3),
      uz.access.checkFailed,
    ]) {
      expect(message).not.toMatch(english);
    }
  });
  it('the restriction override replaces the quiz limit', () => {
    const facts = { ...open, quiz: { allowRetakes: true, maxAttempts: 2 }, startedAttempts: 2 };
    expect(checkAccess(facts)).toMatchObject({
      message: uz.access.maxAttempts(2),
      specMessage: 'Maximum attempts reached (2)',
    });
    expect(
      checkAccess({ ...facts, restriction: { isBlocked: false, reason: null, maxAttemptsOverride: 3 } }),
    ).toBeNull();
  });
});

describe('attempts count from their start', () => {
  const limited: AccessFacts = {
    signedIn: true,
    restriction: null,
    quiz: { allowRetakes: true, maxAttempts: 2 },
    hasResult: false,
    startedAttempts: 2,
    attemptInProgress: false,
  };
  const once: AccessFacts = { ...limited, quiz: { allowRetakes: false, maxAttempts: null } };
  it('abandoned attempts use up the limit: no attempts left, a start refused', () => {
    expect(checkAccess(limited)).toMatchObject({ code: 'MAX_ATTEMPTS_REACHED', maxAttempts: 2 });
    expect(attemptsAllowed(limited)).toEqual({ limit: 2, left: 0 });
    expect(attemptsAllowed({ ...limited, startedAttempts: 1 })).toEqual({ limit: 2, left: 1 });
  });
  it('the attempt in progress counts against a restart, not against going on with it', () => {
    const playing = { ...limited, attemptInProgress: true };
    expect(checkAccess(playing, 'start')?.code).toBe('MAX_ATTEMPTS_REACHED');
    expect(checkAccess(playing, 'continue')).toBeNull();
    expect(checkAccess({ ...playing, startedAttempts: 1 }, 'start')).toBeNull();
  });
  it('the override still sets the limit', () => {
    const override = { isBlocked: false, reason: null, maxAttemptsOverride: 3 };
    expect(checkAccess({ ...limited, restriction: override })).toBeNull();
    expect(attemptsAllowed({ ...limited, restriction: override })).toEqual({ limit: 3, left: 1 });
  });
  it('without retakes: a restart is refused, an abandoned attempt is used, one attempt in all', () => {
    const playing = { ...once, startedAttempts: 1, attemptInProgress: true };
    expect(checkAccess(playing, 'start')).toMatchObject({
      code: 'RESTART_NOT_ALLOWED',
      message: uz.access.noRestart,
    });
    expect(checkAccess(playing, 'continue')).toBeNull();
    const abandoned = { ...once, startedAttempts: 1 };
    expect(checkAccess(abandoned)).toMatchObject({
      code: 'QUIZ_ALREADY_COMPLETED',
      message: uz.access.attemptUsed,
    });
    expect(attemptsAllowed(abandoned)).toEqual({ limit: 1, left: 0 });
    expect(attemptsAllowed({ ...once, startedAttempts: 0 })).toEqual({ limit: 1, left: 1 });
  });
});

describe('timer ring', () => {
  it.each([
    [600, 'green', false, false],
    [301, 'green', false, false],
    [300, 'amber', false, false],
    [121, 'amber', false, false],
    [120, 'red', true, false],
    [61, 'red', true, false],
    [60, 'red', true, true],
    [0, 'red', true, true],
  ])('%i of 600 s left -> %s', (left, color, pulse, ping) => {
    expect(ringState(left, 600)).toMatchObject({ color, pulse, ping });
  });
  it('shows m:ss', () => {
    expect(formatClock(605)).toBe('10:05');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
