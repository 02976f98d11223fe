/**
 * `npm run bench`: the built server (dist/server/main.js) on a fresh embedded database with 10,000
 * extra quizzes. Reports requests per second and p50/p99 latency at 50 connections for the public
 * catalogue's JSON (newest, search, sort, a deep page), the quiz detail's JSON and the HTML pages
 * `/`, `/quizzes` and `/quiz/{id}`, each as a share of the no-op /api/health/live measured in the
 * same run (the framework's ceiling), against the targets: at least 25% of the ceiling and p99
 * under 50 ms. Every request asks for a compressed answer, as a browser does. Machines here are
 * shared and noisy: read the ratios, not the absolute numbers. With DATABASE_URL set
 * (npm run bench:postgres) the same runs on a PostgreSQL server. BENCH_SECONDS (default 10) sets
 * each run's length.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { QUIZ_COUNT, seedLargeCatalogue } from './lib/catalog-seed';

const PORT = 3950;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const TARGET_SHARE = 0.25;
const TARGET_P99_MS = 50;
/** what a browser sends: the server compresses its answers (pages, JSON) for it */
const BROWSER = { 'accept-encoding': 'br, gzip' };
const PAGE = { ...BROWSER, accept: 'text/html' };
/** the built server, as production runs it; the sources through tsx when there is no build */
const BUILT = 'dist/server/main.js';

function startServer(dataDir: string): ChildProcess {
  const entry = existsSync(BUILT) ? [BUILT] : ['--import', 'tsx', 'src/server/main.ts'];
  return spawn(process.execPath, entry, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // the demo catalogue without its history: figures comparable with earlier runs
      DEMO_HISTORY: 'off',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: DATABASE_URL ?? '',
      IP_RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function untilHealthy() {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** The server's resident memory (Linux), to tell what the catalogue in memory costs. */
function residentMb(server: ChildProcess): number | null {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = BROWSER): Promise<Row> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 30,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-bench-'));
  let server: ChildProcess | undefined;
  try {
    server = startServer(dataDir);
    await untilHealthy(); // migrates and seeds the demo catalog
    const demoResidentMb = residentMb(server);
    await stop(server);
    await seedLargeCatalogue(DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir });
    server = startServer(dataDir);
    await untilHealthy(); // the catalogue is in memory before the server listens
    const largeResidentMb = residentMb(server);

    const page = await (await fetch(`${BASE}/api/quizzes?search=tarix&sort=price_low`)).json();
    const quizId = page.quizzes[0].id as string;
    const rows: Row[] = [];
    rows.push(await measure('no-op /api/health/live (ceiling)', `${BASE}/api/health/live`));
    rows.push(await measure('catalog: newest, page 1', `${BASE}/api/quizzes`));
    rows.push(await measure("catalog: search 'tarix'", `${BASE}/api/quizzes?search=tarix`));
    rows.push(
      await measure(
        "catalog: search 'o'zbek', sort price_low",
        `${BASE}/api/quizzes?search=o%27zbek&sort=price_low`,
      ),
    );
    rows.push(await measure('catalog: sort price_low', `${BASE}/api/quizzes?sort=price_low`));
    rows.push(await measure('catalog: newest, page 400', `${BASE}/api/quizzes?page=400`));
    rows.push(await measure('quiz detail (guest)', `${BASE}/api/quizzes/${quizId}`));
    rows.push(await measure('HTML: home /', `${BASE}/`, PAGE));
    rows.push(await measure('HTML: catalog /quizzes', `${BASE}/quizzes`, PAGE));
    rows.push(await measure('HTML: quiz detail /quiz/{id}', `${BASE}/quiz/${quizId}`, PAGE));
    await stop(server);
    server = undefined;

    const failing = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
    if (failing.length) {
      console.table(rows);
      throw new Error(`requests failed: ${failing.map((row) => row.name).join(', ')}`);
    }
    const ceiling = rows[0]!.requestsPerSecond || 1;
    const judged = rows.map((row, i) => {
      const share = row.requestsPerSecond / ceiling;
      const pass = i === 0 || (share >= TARGET_SHARE && row.p99Ms < TARGET_P99_MS);
      return {
        ...row,
        shareOfCeiling: Math.round(share * 100) / 100,
        target: i === 0 ? '-' : pass ? 'pass' : 'FAIL',
      };
    });
    const kind = DATABASE_URL ? 'postgres' : 'pglite';
    const cpus = os.cpus();
    const machine = {
      cpu: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      totalMemoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
    };
    const memory = { demoResidentMb, largeResidentMb };
    console.log(
      `\n${kind}, ${QUIZ_COUNT} extra quizzes, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each; ` +
        `compressed answers; targets: >= ${TARGET_SHARE * 100}% of the ceiling, p99 < ${TARGET_P99_MS} ms\n`,
    );
    console.table(
      judged.map((row) => ({
        name: row.name,
        'req/s': row.requestsPerSecond,
        'of no-op': `${Math.round(row.shareOfCeiling * 100)}%`,
        'p99 ms': row.p99Ms,
        target: row.target,
      })),
    );
    console.log(
      `server resident memory: demo catalogue ${demoResidentMb} MB, with ${QUIZ_COUNT} more quizzes ${largeResidentMb} MB`,
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/catalog-${kind}.json`,
      `${JSON.stringify({ date: new Date().toISOString(), machine, database: kind, quizzes: QUIZ_COUNT, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, targets: { shareOfCeiling: TARGET_SHARE, p99Ms: TARGET_P99_MS }, memory, rows: judged }, null, 2)}\n`,
    );
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
