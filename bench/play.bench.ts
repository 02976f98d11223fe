/**
 * `npm run bench:play`: exam day. N learners (default 1,000), each signed in with a purchase of
 * the exam, open it, answer one question every few seconds with heartbeats at the browser's
 * interval, and finish; then a capacity phase (closed loop, no think time) finds the saves per
 * second the server sustains; then a rate phase (open loop, bench/lib/play-rate.ts) offers a fixed
 * number of saves per second from fresh learners and measures each save's latency from its
 * scheduled send time, so a server that falls behind shows it in p99 and in answers/s below
 * offered/s (a closed loop of C connections cannot show "R saves/s at p99 < X": C in flight at R/s
 * is a mean latency of C/R whatever the server does). The rate phase's learners start their
 * sessions before its first window (that window's start/finish p99 is those starts). Afterwards
 * the database must hold every acknowledged answer with the value sent (lost = 0). With
 * DATABASE_URL (npm run bench:play:postgres) the same runs on PostgreSQL; --servers 2 (PostgreSQL
 * only) puts two app servers behind a round-robin proxy and runs the capacity and rate phases on
 * one and on both in the same run (the learners left after capacity are split between the two
 * rate phases). Each save's latency is shown beside the server's own time for it (Server-Timing)
 * and, on PostgreSQL, what its backends were doing (bench/lib/pg-waits.ts) and a commit alone at
 * the same moments (bench/lib/commit-probe.ts), so that a slow save can be told to wait for the
 * disk, a core or the server. Machines here are shared and noisy: compare figures from one run.
 * Options (or env): --learners (BENCH_LEARNERS), --questions (BENCH_QUESTIONS), --think 2-4
 * (BENCH_THINK, seconds), --seconds (BENCH_SECONDS, capacity and rate phases), --connections
 * (BENCH_CONNECTIONS, capacity phase learners), --rate (BENCH_RATE, saves/s offered, default
 * 2000, 0 = no rate phase), --rate-learners (BENCH_RATE_LEARNERS, default 500), --rate-windows
 * (BENCH_RATE_WINDOWS, default 3: windows of --seconds one after another on the same sessions,
 * one phase each, for a median), --servers (BENCH_SERVERS), --profile (CPU profile of each
 * server into bench/results/profiles; read with bench/lib/profile-summary.ts), --wal-ahead
 * (BENCH_WAL_AHEAD, default 64: WAL segments PostgreSQL has ready before the learners start, as a
 * server that has run a while has; 0 = a fresh cluster's none, bench/lib/wal-ahead.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { CommitProbe } from './lib/commit-probe';
import { DatabaseWaitSampler } from './lib/pg-waits';
import { ceilingRequestsPerSecond, newRecorder, PlayClient } from './lib/play-client';
import { capacityPhases, examPhase } from './lib/play-phases';
import { rateLearners, ratePhases } from './lib/play-rate';
import { type Measured, type Phase, printAndSave } from './lib/play-report';
import { countLost, seedExam } from './lib/play-seed';
import {
  buildBenchServer,
  measureProcess,
  proveSignedIn,
  startProxy,
  startServer,
  stop,
  untilHealthy,
} from './lib/play-servers';
import { recycleWalAhead, walSegmentsAhead } from './lib/wal-ahead';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: process.env.BENCH_LEARNERS ?? '1000' },
    questions: { type: 'string', default: process.env.BENCH_QUESTIONS ?? '20' },
    think: { type: 'string', default: process.env.BENCH_THINK ?? '2-4' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '15' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    rate: { type: 'string', default: process.env.BENCH_RATE ?? '2000' },
    'rate-learners': { type: 'string', default: process.env.BENCH_RATE_LEARNERS ?? '500' },
    'rate-windows': { type: 'string', default: process.env.BENCH_RATE_WINDOWS ?? '3' },
    servers: { type: 'string', default: process.env.BENCH_SERVERS ?? '1' },
    'wal-ahead': { type: 'string', default: process.env.BENCH_WAL_AHEAD ?? '64' },
    profile: { type: 'boolean', default: false },
  },
});
const LEARNERS = Number(args.learners);
const QUESTIONS = Number(args.questions);
const THINK = args.think.split('-').map(Number) as [number, number];
const SECONDS = Number(args.seconds);
const CONNECTIONS = Math.min(Number(args.connections), LEARNERS);
const RATE = Number(args.rate);
const RATE_LEARNERS = Number(args['rate-learners']);
const RATE_WINDOWS = Number(args['rate-windows']);
const SERVERS = Number(args.servers);
const WAL_AHEAD = Number(args['wal-ahead']);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const AUTH_SECRET = randomBytes(32).toString('hex');
const BASE_PORT = 3960;
const PROXY_PORT = 3959;

if (SERVERS > 1 && !DATABASE_URL)
  throw new Error('--servers > 1 needs PostgreSQL (npm run bench:play:postgres)');

const serverUrl = (i: number) => `http://127.0.0.1:${BASE_PORT + i}`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-bench-play-'));
  const children: ChildProcess[] = [];
  try {
    console.log('building the server bundle into dist/bench-server');
    await buildBenchServer();
    const behindProxy = SERVERS > 1;
    const publicUrl = behindProxy ? `http://127.0.0.1:${PROXY_PORT}` : serverUrl(0);
    const launch = (i: number) =>
      startServer({
        port: BASE_PORT + i,
        publicUrl,
        authSecret: AUTH_SECRET,
        dataDir,
        databaseUrl: DATABASE_URL,
        cpuProfDir: args.profile ? path.resolve('bench/results/profiles') : undefined,
        trustProxy: behindProxy ? '127.0.0.1' : undefined,
      });

    // first start migrates and seeds the demo catalogue; the exam is written with the server stopped
    const first = launch(0);
    await untilHealthy(serverUrl(0), first);
    await stop(first);
    const database = await openDatabase(DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir });
    const exam = await seedExam(database.db, {
      learners: LEARNERS,
      questions: QUESTIONS,
      secret: AUTH_SECRET,
    });
    await database.close();
    const walAhead = DATABASE_URL && WAL_AHEAD > 0 ? await recycleWalAhead(DATABASE_URL, WAL_AHEAD) : 0;

    const servers = Array.from({ length: SERVERS }, (_, i) => launch(i));
    children.push(...servers);
    await Promise.all(servers.map((server, i) => untilHealthy(serverUrl(i), server)));
    if (behindProxy) {
      // one proxy over the first server alone, one over all: the scaling is read through the same hop
      children.push(
        startProxy(
          PROXY_PORT,
          servers.map((_, i) => serverUrl(i)),
        ),
      );
      children.push(startProxy(PROXY_PORT - 1, [serverUrl(0)]));
      await untilHealthy(publicUrl);
      await untilHealthy(`http://127.0.0.1:${PROXY_PORT - 1}`);
    }
    await proveSignedIn(publicUrl, exam.learners[0]!);

    const ceilingClient = new PlayClient(new URL(publicUrl), newRecorder());
    const ceiling = await ceilingRequestsPerSecond(
      ceilingClient,
      exam.learners[0]!,
      CONNECTIONS,
      Math.min(SECONDS, 5),
    );
    ceilingClient.close();
    const phases: Phase[] = [];
    const waits = DATABASE_URL ? await DatabaseWaitSampler.start(DATABASE_URL) : null;
    const probe = DATABASE_URL ? await CommitProbe.start(DATABASE_URL) : null;
    const measure = () => {
      const each = servers.map((server) => measureProcess(server.pid!));
      const databaseWaits = waits?.measure();
      const commitSpan = probe?.span();
      return (): Measured => ({
        servers: each.map((usage) => usage()),
        ...(databaseWaits ? { databaseWaits: databaseWaits() } : {}),
        ...(commitSpan ? { commitSpan: commitSpan() } : {}),
      });
    };

    // exam day, then capacity on one server and (with --servers) on all
    phases.push(await examPhase({ url: publicUrl, exam, think: THINK, measure }));
    const targets = behindProxy
      ? [
          { name: '1 server', url: `http://127.0.0.1:${PROXY_PORT - 1}` },
          { name: `${SERVERS} servers`, url: publicUrl },
        ]
      : [{ name: '1 server', url: publicUrl }];
    const capacity = await capacityPhases({
      targets,
      origin: publicUrl,
      exam,
      connections: CONNECTIONS,
      seconds: SECONDS,
      offset: 0,
      measure,
    });
    phases.push(...capacity.phases);

    // rate: RATE saves/s offered by the next learners (no session yet), on each target as above
    const groups =
      RATE > 0 ? rateLearners(exam.learners, capacity.offset, RATE_LEARNERS, targets.length) : [];
    const common = {
      origin: publicUrl,
      exam,
      rate: RATE,
      seconds: SECONDS,
      windows: RATE_WINDOWS,
      measure,
    };
    for (const [t, players] of groups.entries()) {
      if (players.length > 0) phases.push(...(await ratePhases({ ...common, target: targets[t]!, players })));
    }

    const walAheadAtEnd = walAhead > 0 ? await walSegmentsAhead(DATABASE_URL!) : 0;
    if (walAhead > 0 && walAheadAtEnd === 0) {
      console.warn('PostgreSQL created WAL segments during the run (none was left ahead): raise --wal-ahead');
    }
    await waits?.stop();
    await probe?.stop();
    for (const phase of phases) {
      if (probe && phase.commitSpan) phase.commitAlone = probe.latencyIn(phase.commitSpan);
    }
    await Promise.all(children.map(stop));
    const check = await openDatabase(DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir });
    for (const phase of phases) phase.lost = await countLost(check.db, phase.acknowledged, phase.uncertain);
    await check.close();

    printAndSave(phases, {
      database: DATABASE_URL ? 'postgres' : 'pglite',
      learners: LEARNERS,
      questions: QUESTIONS,
      think: args.think,
      capacitySeconds: SECONDS,
      connections: CONNECTIONS,
      rate: RATE,
      rateLearners: RATE_LEARNERS,
      rateWindows: RATE_WINDOWS,
      servers: SERVERS,
      noOpRequestsPerSecond: ceiling,
      ...(walAhead > 0 ? { walSegmentsAhead: walAhead, walSegmentsAheadAtEnd: walAheadAtEnd } : {}),
    });
  } finally {
    await Promise.all(children.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

mkdirSync('bench/results', { recursive: true });
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
