import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  deviceBodySchema,
  heartbeatBodySchema,
  pauseBodySchema,
  playIntroSchema,
  playQuizParamsSchema,
  playSessionSchema,
  resultDetailSchema,
  resultParamsSchema,
  saveAnswerBodySchema,
  sessionParamsSchema,
  timerResponseSchema,
} from '../../../shared/schemas/play';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { readerOf } from '../identity/player';
import { quizViewer, resultReader } from '../identity/resolve-player';
import { playIntro } from './intro';
import { quizPlayer, sessionPlayer } from './play-player';
import { exitSession, resumeSession, startSession, takeOverSession } from './play-sessions';
import { finishSession, heartbeat, type PlayDbs, pauseSession, saveAnswer } from './progress';
import { resultDetail } from './result-detail';

/** The play protocol of docs/architecture.md#quiz-play-protocol; every decision is made here, not in the browser. */
export const playRoutes: FastifyPluginAsyncZod<PlayDbs> = async (app, dbs) => {
  const { db, contactDb } = dbs;
  const tags = ['play'];
  // a signed-in learner, or a guest through the guest access this browser holds (play-player.ts)
  const player = { access: 'player' as const };
  // answers and heartbeats check the sign-in in the statement that writes them (contact-batch.ts)
  const inContactPlayer = { access: 'player' as const, signIn: 'checked-by-write' as const };
  type SessionRequest = { params: { sessionId: string } } & Parameters<typeof sessionPlayer>[1];
  const inSession = (request: SessionRequest) => sessionPlayer(db, request, request.params.sessionId);
  // exam day's contacts ask who a guest is on their own pool too, never behind a transaction
  const inContact = (request: SessionRequest) => sessionPlayer(contactDb, request, request.params.sessionId);
  const sessionWith = <Body extends ZodType>(body: Body) => ({ tags, params: sessionParamsSchema, body });
  const sessionOnly = { tags, params: sessionParamsSchema };
  // a session write: a player, from our pages, a session of the caller's that is still live
  const sessionWriteErrors = errorResponses(400, 401, 403, 404, 409, 422, 429);

  app.get(
    '/api/play/:quizId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: playQuizParamsSchema,
        response: { 200: playIntroSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await request.loadUser();
      return playIntro(db, await quizViewer(db, request, request.params.quizId), request.params.quizId);
    },
  );

  app.post(
    '/api/play/:quizId/start',
    {
      config: player,
      schema: {
        tags,
        params: playQuizParamsSchema,
        body: deviceBodySchema,
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) => {
      const { quizId } = request.params;
      return startSession(db, await quizPlayer(db, request, quizId), quizId, request.body.deviceId);
    },
  );

  app.post(
    '/api/play/sessions/:sessionId/resume',
    {
      config: player,
      schema: {
        ...sessionWith(deviceBodySchema),
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      resumeSession(db, await inSession(request), request.params.sessionId, request.body.deviceId),
  );

  app.post(
    '/api/play/sessions/:sessionId/takeover',
    {
      config: player,
      schema: {
        ...sessionWith(deviceBodySchema),
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      takeOverSession(db, await inSession(request), request.params.sessionId, request.body.deviceId),
  );

  app.put(
    '/api/play/sessions/:sessionId/answers',
    {
      config: inContactPlayer,
      schema: {
        ...sessionWith(saveAnswerBodySchema),
        response: { 200: timerResponseSchema, ...sessionWriteErrors },
      },
    },
    async (request) => saveAnswer(dbs, await inContact(request), request.params.sessionId, request.body),
  );

  app.post(
    '/api/play/sessions/:sessionId/heartbeat',
    {
      config: inContactPlayer,
      schema: {
        ...sessionWith(heartbeatBodySchema),
        response: { 200: timerResponseSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      heartbeat(dbs, await inContact(request), request.params.sessionId, request.body.currentQuestionIndex),
  );

  app.post(
    '/api/play/sessions/:sessionId/pause',
    {
      config: player,
      schema: {
        ...sessionWith(pauseBodySchema),
        response: { 200: timerResponseSchema, ...sessionWriteErrors },
      },
    },
    async (request) => pauseSession(db, await inSession(request), request.params.sessionId, request.body),
  );

  app.post(
    '/api/play/sessions/:sessionId/finish',
    {
      config: player,
      schema: { ...sessionOnly, response: { 200: resultDetailSchema, ...sessionWriteErrors } },
    },
    async (request) => {
      const finisher = await inSession(request);
      const resultId = await finishSession(db, finisher, request.params.sessionId);
      return resultDetail(db, readerOf(finisher), resultId);
    },
  );

  app.post(
    '/api/play/sessions/:sessionId/exit',
    { config: player, schema: { ...sessionOnly, response: { ...noContent, ...sessionWriteErrors } } },
    async (request, reply) => {
      await exitSession(db, await inSession(request), request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/play/results/:resultId',
    {
      config: player,
      schema: {
        tags,
        params: resultParamsSchema,
        response: { 200: resultDetailSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => resultDetail(db, await resultReader(db, request), request.params.resultId),
  );
};
