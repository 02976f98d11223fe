/**
 * The learners' side of `npm run bench:play`: the calls src/web/features/play makes, over
 * keep-alive connections (node:http, cheaper per request than fetch, so the client is not the
 * bottleneck), with every latency and every refusal recorded.
 */
import http from 'node:http';
import type { Acknowledged, BenchLearner } from './play-seed';

export interface Recorder {
  saves: number[];
  /** the server's own time for each answered save (its Server-Timing header) */
  saveServer: number[];
  /** rate phases: how late the client's timer sent a save that was waiting for its time */
  clientLate: number[];
  /** rate phases: each save's due time and latency from it, for the worst second of a window */
  dueSaves: { dueAt: number; ms: number }[];
  heartbeats: number[];
  others: number[];
  /** 'status code' -> count, for every answer that was not 2xx */
  errors: Map<string, number>;
  acknowledged: Acknowledged[];
  /** answers whose request failed without an answer: the server may or may not hold them */
  uncertain: Set<string>;
}

export const newRecorder = (): Recorder => ({
  saves: [],
  saveServer: [],
  clientLate: [],
  dueSaves: [],
  heartbeats: [],
  others: [],
  errors: new Map(),
  acknowledged: [],
  uncertain: new Set(),
});

/**
 * The learners' calls reach the server over one keep-alive pool, as through the TLS-terminating
 * proxy a deployment puts in front of it (PUBLIC_URL is https): it keeps its connections and
 * opens more when more calls are in flight. Each learner on connections of its own (as with no
 * proxy) cost about a tenth of the capacity and left no rate window under 20 ms in four runs.
 */
export class PlayClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  /** `origin`: the servers' PUBLIC_URL, the page a browser would send these calls from */
  constructor(
    private readonly base: URL,
    /** where calls are recorded; a new phase on the same connections swaps it */
    public recorder: Recorder,
    private readonly origin = base.origin,
  ) {}

  /**
   * One call; resolves with the status and parsed body (null on a network failure). Its latency,
   * pushed into `into`, runs from now or, with `scheduledAt` (a performance.now() time), from when
   * an open-loop schedule meant it to be sent, so that waiting behind a slow answer counts.
   * `serverInto` gets the server's own time for it (Server-Timing, set by SERVER_TIMING=on).
   */
  call(
    learner: BenchLearner,
    method: string,
    path: string,
    body: unknown,
    into: number[],
    scheduledAt?: number,
    serverInto?: number[],
  ): Promise<{ status: number; body: Record<string, unknown> | null }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = scheduledAt ?? performance.now();
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          agent: this.agent,
          headers: {
            cookie: learner.cookie,
            origin: this.origin,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            into.push(performance.now() - started);
            const serverMs = /app;dur=([\d.]+)/.exec(String(response.headers['server-timing']))?.[1];
            if (serverInto && serverMs !== undefined) serverInto.push(Number(serverMs));
            const status = response.statusCode ?? 0;
            let parsed: Record<string, unknown> | null = null;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              // an empty 204 or a proxy's page
            }
            if (status >= 300) this.count(`${status} ${errorCode(parsed)}`.trim());
            resolve({ status, body: parsed });
          });
        },
      );
      request.on('error', (error) => {
        this.count(`network ${(error as NodeJS.ErrnoException).code ?? error.message}`);
        resolve({ status: 0, body: null });
      });
      request.end(payload);
    });
  }

  private count(key: string) {
    this.recorder.errors.set(key, (this.recorder.errors.get(key) ?? 0) + 1);
  }

  /** The intro screen, then start: returns the session id (or null when refused). */
  async start(learner: BenchLearner, quizId: string, deviceId: string): Promise<string | null> {
    await this.call(learner, 'GET', `/api/play/${quizId}`, undefined, this.recorder.others);
    const started = await this.call(
      learner,
      'POST',
      `/api/play/${quizId}/start`,
      { deviceId },
      this.recorder.others,
    );
    return started.status === 200 ? String(started.body?.sessionId) : null;
  }

  /** One answer save; `scheduledAt` as in call. Resolves with the status (0: no answer at all). */
  async save(
    learner: BenchLearner,
    sessionId: string,
    answer: Omit<Acknowledged, 'sessionId'>,
    index: number,
    scheduledAt?: number,
  ) {
    const { status } = await this.call(
      learner,
      'PUT',
      `/api/play/sessions/${sessionId}/answers`,
      { questionId: answer.questionId, optionIndex: answer.optionIndex, currentQuestionIndex: index },
      this.recorder.saves,
      scheduledAt,
      this.recorder.saveServer,
    );
    if (scheduledAt !== undefined) {
      this.recorder.dueSaves.push({ dueAt: scheduledAt, ms: performance.now() - scheduledAt });
    }
    if (status >= 200 && status < 300) this.recorder.acknowledged.push({ sessionId, ...answer });
    else if (status === 0) this.recorder.uncertain.add(`${sessionId}/${answer.questionId}`);
    return status;
  }

  heartbeat(learner: BenchLearner, sessionId: string, index: number) {
    return this.call(
      learner,
      'POST',
      `/api/play/sessions/${sessionId}/heartbeat`,
      { currentQuestionIndex: index },
      this.recorder.heartbeats,
    );
  }

  finish(learner: BenchLearner, sessionId: string) {
    return this.call(
      learner,
      'POST',
      `/api/play/sessions/${sessionId}/finish`,
      undefined,
      this.recorder.others,
    );
  }

  close() {
    this.agent.destroy();
  }
}

/** The framework's ceiling in the same run: the no-op route, closed loop, on `connections` sockets. */
export async function ceilingRequestsPerSecond(
  client: PlayClient,
  learner: BenchLearner,
  connections: number,
  seconds: number,
): Promise<number> {
  const into: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline)
        await client.call(learner, 'GET', '/api/health/live', undefined, into);
    }),
  );
  return Math.round(into.length / seconds);
}

/** The stable code of an error answer ({ error: { code } }), so a report says which refusal it was. */
function errorCode(body: Record<string, unknown> | null): string {
  const error = body?.error;
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
}
