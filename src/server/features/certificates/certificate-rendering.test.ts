import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quizResults } from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { certificateRenderChannel, type RenderedEvent } from './certificate-files';
import { issueCertificate } from './certificates.service';

// The issue's probe: a 60,000-character name (written before names had rules) on a certificate.
// One unbroken word is the costly case: satori looks for a place to break it, for 13 s a render.
const HOSTILE_NAME = 'Abdulazizxoʻja'.repeat(4_286).slice(0, 60_000);

let app: TestApp;
let learner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp();
  learner = await signedInUser(app);
});
afterAll(() => app.close());

/** The learner's certificate for a fresh quiz, with the given name printed on it. */
async function certificateFor(holderName: string) {
  const quiz = await createQuiz(app.db, { questionCount: 0 });
  const [result] = await app.db
    .insert(quizResults)
    .values({
      userId: learner.id,
      quizId: quiz.id,
      score: 4,
      totalQuestions: 4,
      correctAnswers: 4,
      timeTaken: 60,
      answers: {},
      percentage: 100,
      passed: true,
    })
    .returning();
  return issueCertificate(app.db, { userId: learner.id, quizId: quiz.id, resultId: result!.id, holderName });
}

const download = (id: string, format: 'png' | 'pdf') =>
  learner.client.get(`/api/certificates/${id}/download?format=${format}`);

/** Every real render (not every download) of the certificates in this file. */
const renders: RenderedEvent[] = [];
const countRender = (event: unknown) => renders.push(event as RenderedEvent);
certificateRenderChannel.subscribe(countRender);
afterAll(() => certificateRenderChannel.unsubscribe(countRender));
afterEach(() => {
  renders.length = 0;
});

describe('rendering off the event loop', () => {
  it('keeps /api/health quick while certificates with a 60,000-character name are drawn', async () => {
    const hostile = [await certificateFor(HOSTILE_NAME), await certificateFor(`${HOSTILE_NAME} ikki`)];
    const started = performance.now();
    const files = Promise.all(hostile.flatMap(({ id }) => [download(id, 'png'), download(id, 'pdf')]));
    let rendering = true;
    void files.finally(() => {
      rendering = false;
    });

    // ask for health one request after another for as long as the renders run
    const healthTimes: number[] = [];
    while (rendering) {
      const asked = performance.now();
      const health = await client(app.server).get('/api/health');
      expect(health.statusCode).toBe(200);
      healthTimes.push(performance.now() - asked);
      // inject and PGlite resolve in microtasks only: yield so the worker's messages get through,
      // as they would between requests arriving over the network
      await new Promise((resolve) => setImmediate(resolve));
    }
    const renderWindow = performance.now() - started;

    const responses = await files;
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // on the event loop one such render held every request for seconds (the slowest health
    // answer was about the whole window); off it, health keeps answering all along
    expect(healthTimes.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...healthTimes)).toBeLessThan(renderWindow / 8);
    expect(renders).toHaveLength(4);
  }, 120_000);
});

describe('the cache of rendered files', () => {
  it('draws a certificate once: the second download and the public picture come from the cache', async () => {
    const { id, code } = await certificateFor('Aziza Karimova');
    const first = await download(id, 'png');
    const second = await download(id, 'png');
    const picture = await client(app.server).get(`/api/certificates/verify/${code}/image.png`);
    expect([first.statusCode, second.statusCode, picture.statusCode]).toEqual([200, 200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(picture.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toEqual([{ certificateId: id, format: 'png' }]);

    await download(id, 'pdf');
    await download(id, 'pdf');
    expect(renders).toEqual([
      { certificateId: id, format: 'png' },
      { certificateId: id, format: 'pdf' },
    ]);
  });

  it('shares one render between parallel downloads of the same file', async () => {
    const { id } = await certificateFor('Bobur Aliyev');
    const responses = await Promise.all([download(id, 'png'), download(id, 'png'), download(id, 'png')]);
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(renders).toHaveLength(1);
  });
});

describe('the bound on waiting renders', () => {
  it('answers a burst beyond the bound with 503 RENDER_BUSY and Retry-After, never a 500', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => certificateFor(`Navbat ${i}`)));
    const responses = await Promise.all(
      burst.flatMap(({ id }) => [download(id, 'png'), download(id, 'pdf')]),
    );

    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const refused = responses.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses).toContain(200);
    for (const res of refused) {
      expect(res.json()).toEqual({
        error: {
          code: 'RENDER_BUSY',
          message:
            "Sertifikat fayllari hozir ko'p tayyorlanmoqda. Bir necha soniyadan keyin qayta urinib ko'ring",
        },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }

    // once the burst is over the refused file is drawn as usual
    const retried = responses.findIndex((res) => res.statusCode === 503);
    const { id } = burst[Math.floor(retried / 2)]!;
    expect((await download(id, retried % 2 === 0 ? 'png' : 'pdf')).statusCode).toBe(200);
  });
});
