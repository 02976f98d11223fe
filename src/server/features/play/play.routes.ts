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
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { resultDetail } from './finish';
import { playIntro } from './intro';
import { exitSession, resumeSession, startSession, takeOverSession } from './play-sessions';
import { finishSession, heartbeat, pauseSession, saveAnswer } from './progress';

/** The play protocol of DESIGN.md section 6; every decision is made here, not in the browser. */
export const playRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['play'];
  const user = { access: 'user' as const };
  const sessionWith = <Body extends ZodType>(body: Body) => ({ tags, params: sessionParamsSchema, body });
  const sessionOnly = { tags, params: sessionParamsSchema };
  // a session write: signed in, from our pages, a session of the caller's that is still live
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
    async (request) => playIntro(db, (await request.loadUser())?.id ?? null, request.params.quizId),
  );

  app.post(
    '/api/play/:quizId/start',
    {
      config: user,
      schema: {
        tags,
        params: playQuizParamsSchema,
        body: deviceBodySchema,
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) => startSession(db, requireUser(request), request.params.quizId, request.body.deviceId),
  );

  app.post(
    '/api/play/sessions/:sessionId/resume',
    {
      config: user,
      schema: {
        ...sessionWith(deviceBodySchema),
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      resumeSession(db, requireUser(request), request.params.sessionId, request.body.deviceId),
  );

  app.post(
    '/api/play/sessions/:sessionId/takeover',
    {
      config: user,
      schema: {
        ...sessionWith(deviceBodySchema),
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      takeOverSession(db, requireUser(request), request.params.sessionId, request.body.deviceId),
  );

  app.put(
    '/api/play/sessions/:sessionId/answers',
    {
      config: user,
      schema: {
        ...sessionWith(saveAnswerBodySchema),
        response: { 200: timerResponseSchema, ...sessionWriteErrors },
      },
    },
    async (request) => saveAnswer(db, requireUser(request), request.params.sessionId, request.body),
  );

  app.post(
    '/api/play/sessions/:sessionId/heartbeat',
    {
      config: user,
      schema: {
        ...sessionWith(heartbeatBodySchema),
        response: { 200: timerResponseSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      heartbeat(db, requireUser(request), request.params.sessionId, request.body.currentQuestionIndex),
  );

  app.post(
    '/api/play/sessions/:sessionId/pause',
    {
      config: user,
      schema: {
        ...sessionWith(pauseBodySchema),
        response: { 200: timerResponseSchema, ...sessionWriteErrors },
      },
    },
    async (request) => pauseSession(db, requireUser(request), request.params.sessionId, request.body),
  );

  app.post(
    '/api/play/sessions/:sessionId/finish',
    {
      config: user,
      schema: { ...sessionOnly, response: { 200: resultDetailSchema, ...sessionWriteErrors } },
    },
    async (request) => {
      const user = requireUser(request);
      const resultId = await finishSession(db, user, request.params.sessionId);
      return resultDetail(db, user.id, resultId);
    },
  );

  app.post(
    '/api/play/sessions/:sessionId/exit',
    { config: user, schema: { ...sessionOnly, response: { ...noContent, ...sessionWriteErrors } } },
    async (request, reply) => {
      await exitSession(db, requireUser(request), request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/play/results/:resultId',
    {
      config: user,
      schema: {
        tags,
        params: resultParamsSchema,
        response: { 200: resultDetailSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => resultDetail(db, requireUser(request).id, request.params.resultId),
  );
};
