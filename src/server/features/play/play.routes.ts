import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { contentScriptFor } from '../../../shared/domain/content-script';
import { scriptQuerySchema } from '../../../shared/schemas/catalog';
import {
  deviceBodySchema,
  heartbeatBodySchema,
  type PlaySession,
  pauseBodySchema,
  playIntroSchema,
  playQuizParamsSchema,
  playSessionSchema,
  type ResultDetail,
  resultDetailSchema,
  resultParamsSchema,
  saveAnswerBodySchema,
  sessionParamsSchema,
  timerResponseSchema,
} from '../../../shared/schemas/play';
import { readerScript } from '../../lib/reader-script';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { readerOf } from '../identity/player';
import { quizViewer, resultReader } from '../identity/resolve-player';
import { playIntro } from './intro';
import { introInScript, readingOf, resultInScript, sessionInScript } from './play-in-script';
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
  // what shows a quiz's texts takes `script=original`; else Uzbek texts come in the reader's script
  const scriptQuery = { querystring: scriptQuerySchema };
  const inReadersScript = async (request: FastifyRequest, session: PlaySession) =>
    sessionInScript(session, await readingOf(db, session.quizId, readerScript(request)));
  const resultInReadersScript = async (request: FastifyRequest, detail: ResultDetail) =>
    resultInScript(detail, await readingOf(db, detail.result.quizId, readerScript(request)));
  // a session write: a player, from our pages, a session of the caller's that is still live
  const sessionWriteErrors = errorResponses(400, 401, 403, 404, 409, 422, 429);

  app.get(
    '/api/play/:quizId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: playQuizParamsSchema,
        querystring: scriptQuerySchema,
        response: { 200: playIntroSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await request.loadUser();
      const { quizId } = request.params;
      const intro = await playIntro(db, await quizViewer(db, request, quizId), quizId);
      return introInScript(intro, await readingOf(db, quizId, contentScriptFor(request.language)), {
        original: readerScript(request) === 'original',
      });
    },
  );

  app.post(
    '/api/play/:quizId/start',
    {
      config: player,
      schema: {
        tags,
        params: playQuizParamsSchema,
        querystring: scriptQuerySchema,
        body: deviceBodySchema,
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) => {
      const { quizId } = request.params;
      const session = await startSession(
        db,
        await quizPlayer(db, request, quizId),
        quizId,
        request.body.deviceId,
      );
      return inReadersScript(request, session);
    },
  );

  app.post(
    '/api/play/sessions/:sessionId/resume',
    {
      config: player,
      schema: {
        ...sessionWith(deviceBodySchema),
        ...scriptQuery,
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      inReadersScript(
        request,
        await resumeSession(db, await inSession(request), request.params.sessionId, request.body.deviceId),
      ),
  );

  app.post(
    '/api/play/sessions/:sessionId/takeover',
    {
      config: player,
      schema: {
        ...sessionWith(deviceBodySchema),
        ...scriptQuery,
        response: { 200: playSessionSchema, ...sessionWriteErrors },
      },
    },
    async (request) =>
      inReadersScript(
        request,
        await takeOverSession(db, await inSession(request), request.params.sessionId, request.body.deviceId),
      ),
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
      schema: {
        ...sessionOnly,
        ...scriptQuery,
        response: { 200: resultDetailSchema, ...sessionWriteErrors },
      },
    },
    async (request) => {
      const finisher = await inSession(request);
      const resultId = await finishSession(db, finisher, request.params.sessionId);
      return resultInReadersScript(request, await resultDetail(db, readerOf(finisher), resultId));
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
        ...scriptQuery,
        response: { 200: resultDetailSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      resultInReadersScript(
        request,
        await resultDetail(db, await resultReader(db, request), request.params.resultId),
      ),
  );
};
