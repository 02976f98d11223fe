/**
 * Sixty days of a running shop for a fresh demo database (never in production): learners with
 * sign-ins, sales through every provider, free claims, a refund, finished attempts with
 * certificates and notifications, and support messages. Drawn from a fixed seed, so every fresh
 * demo shows the same figures, and written in bulk.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { questions, quizModules, quizzes } from '../db/schema';
import { DEMO_MESSAGES, type DemoPerson, demoPeople } from './demo-people';
import { type PlayQuiz, recordPlay } from './history-plays';
import { emptyHistoryRows, type HistoryRows, writeHistoryRows } from './history-rows';
import { demoShop, type Sale } from './history-shop';
import { type Random, seededRandom } from './random';

export const HISTORY_DAYS = 60;
const HISTORY_SEED = 20_260_131;
const LEARNERS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const RETAKE_GAIN = 0.4;

/** The question whose key the history sets wrong: learners who know the answer are marked wrong. */
export const WRONG_KEY = { quizTitle: 'Fizika asoslari', position: 5 };

export async function seedDemoHistory(db: Db, now: Date): Promise<void> {
  const random = seededRandom(HISTORY_SEED);
  const catalogue = await playableQuizzes(db, random);
  await plantWrongKey(db, catalogue);
  const rows = emptyHistoryRows();
  const sell = demoShop(random, rows);
  const people = demoPeople(random, LEARNERS);
  for (const person of people) addLearner({ random, rows, sell, catalogue, now }, person);
  addMessages(random, rows, now);
  await writeHistoryRows(db, rows);
}

/**
 * The active Uzbek quizzes with their questions in play order, each question given a difficulty.
 * The Russian demo quizzes came later: leaving them out keeps the history the same seed always
 * made (and enough plays of the quiz with the planted wrong key for its statistics).
 */
async function playableQuizzes(db: Db, random: Random): Promise<PlayQuiz[]> {
  const quizRows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.isActive, true), eq(quizzes.language, 'uz')))
    .orderBy(asc(quizzes.title));
  const questionRows = await db
    .select({
      id: questions.id,
      quizId: questions.quizId,
      correctAnswer: questions.correctAnswer,
      options: questions.options,
      points: questions.points,
      isPreview: questions.isPreview,
      pointsPerQuestion: quizModules.pointsPerQuestion,
    })
    .from(questions)
    .leftJoin(quizModules, eq(quizModules.id, questions.moduleId))
    .orderBy(asc(questions.orderIndex));
  return quizRows.map((quiz) => ({
    ...quiz,
    questions: questionRows
      .filter((question) => question.quizId === quiz.id)
      .map((question) => ({
        ...question,
        knownAnswer: question.correctAnswer,
        lure: (question.correctAnswer + 1) % question.options.length,
        optionCount: question.options.length,
        // previews are the way in: easier than the rest
        difficulty: random.normal(question.isPreview ? -0.8 : 0, 0.9),
      })),
  }));
}

/**
 * Sets one question's key to its lure, in the database and in the history's copy: the learners who
 * know the answer are marked wrong, those who fall for the lure right.
 */
async function plantWrongKey(db: Db, catalogue: PlayQuiz[]) {
  const quiz = catalogue.find((candidate) => candidate.title === WRONG_KEY.quizTitle);
  const question = quiz?.questions[WRONG_KEY.position - 1];
  if (!question) throw new Error(`demo history: no question ${WRONG_KEY.position} in ${WRONG_KEY.quizTitle}`);
  question.correctAnswer = question.lure;
  await db
    .update(questions)
    .set({ correctAnswer: question.correctAnswer })
    .where(eq(questions.id, question.id));
}

interface History {
  random: Random;
  rows: HistoryRows;
  sell: Sale;
  catalogue: PlayQuiz[];
  now: Date;
}

/** A learner who joined within the period, owns two to five quizzes and plays each one or more times. */
function addLearner(history: History, person: DemoPerson) {
  const { random, rows, sell, catalogue, now } = history;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const joinedAgo = 1 + (HISTORY_DAYS - 1) * random.next();
  const id = randomUUID();
  rows.users.push({
    id,
    ...person,
    emailVerified: true,
    createdAt: ago(joinedAgo),
    updatedAt: ago(joinedAgo),
  });
  signIn(history, id, ago(joinedAgo));
  const ability = random.normal(0.3, 1);
  for (const quiz of random.sample(catalogue, random.int(2, 5))) {
    let when = joinedAgo * (1 - 0.7 * random.next());
    if (!sell(id, quiz, ago(when))) continue;
    const attempts = Math.min(quiz.allowRetakes ? random.int(1, 3) : 1, quiz.maxAttempts ?? Infinity);
    for (let attemptNumber = 1; attemptNumber <= attempts; attemptNumber++) {
      // the first attempt within two days of the sale, a retake within a week of the last one
      when -= random.next() * Math.min(attemptNumber === 1 ? 2 : 7, when / 2);
      signIn(history, id, ago(when + 0.02));
      recordPlay(random, rows, {
        // a retake goes better: the learner has seen the questions
        player: { id, name: person.name, ability: ability + RETAKE_GAIN * (attemptNumber - 1) },
        quiz,
        attemptNumber,
        completedAt: ago(when),
      });
    }
  }
}

const DEVICES = [
  { browser: 'Chrome', platform: 'Android', agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
  {
    browser: 'Safari',
    platform: 'iOS',
    agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
  },
  { browser: 'Chrome', platform: 'Windows', agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' },
];

/** An ended sign-in from a documentation-range address (no real person's). */
function signIn({ random, rows, now }: History, userId: string, at: Date) {
  const device = random.pick(DEVICES);
  const lastActivity = new Date(Math.min(at.getTime() + random.int(5, 60) * MINUTE_MS, now.getTime()));
  rows.userSessions.push({
    userId,
    deviceInfo: {
      browser: device.browser,
      platform: device.platform,
      language: 'uz',
      timezone: 'Asia/Tashkent',
    },
    userAgent: device.agent,
    ipAddress: `203.0.113.${random.int(1, 254)}`,
    isActive: false,
    lastActivity,
    createdAt: at,
    updatedAt: lastActivity,
  });
}

/** Support and contact messages spread over the period, the older ones read; some from learners. */
function addMessages(random: Random, rows: HistoryRows, now: Date) {
  DEMO_MESSAGES.forEach((text, index) => {
    const daysAgo = HISTORY_DAYS - ((index + 0.5) * HISTORY_DAYS) / DEMO_MESSAGES.length;
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    // linked only to an account that existed when the message was sent
    const members = rows.users.filter((user) => user.createdAt! <= createdAt);
    const sender = random.pick(members.length > 0 ? members : rows.users);
    const [firstName = '', lastName = ''] = sender.name.split(' ');
    rows.contactMessages.push({
      ...text,
      firstName,
      lastName,
      email: sender.email,
      userId: members.includes(sender) && random.chance(0.6) ? sender.id : null,
      ipAddress: `198.51.100.${random.int(1, 254)}`,
      readAt: daysAgo > 5 ? new Date(createdAt.getTime() + 3 * 60 * MINUTE_MS) : null,
      createdAt,
    });
  });
}
