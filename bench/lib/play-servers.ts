/**
 * The servers of `npm run bench:play`: the production bundle built from the current sources into
 * dist/bench-server (so a bench never replaces dist/server under someone's e2e run, and always
 * measures the code as it is now), started with NODE_ENV=production like a deployment, plus their
 * CPU and memory read from /proc, and the proxy in front of several of them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain JavaScript build script without types
import { buildServer } from '../../scripts/build-server.mjs';
// @ts-expect-error plain JavaScript module without types
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// dist/bench-server/main.js finds the web app at ../../dist/web, as dist/server/main.js does
const outdir = `${root}dist/bench-server`;

export async function buildBenchServer(): Promise<void> {
  await (buildServer as (options: { outdir: string }) => Promise<void>)({ outdir });
}

export interface ServerOptions {
  port: number;
  publicUrl: string;
  authSecret: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** a folder to write a V8 CPU profile into when the server stops */
  cpuProfDir?: string;
  /** the proxy's address, believed for X-Forwarded-For */
  trustProxy?: string;
}

export function startServer(options: ServerOptions): ChildProcess {
  const profile = options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, `${outdir}/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: options.publicUrl,
      AUTH_SECRET: options.authSecret,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      // every learner plays from this one address: the per-IP limit would measure itself
      IP_RATE_LIMITS: 'off',
      // the capacity phase answers far faster than a person: the per-user write limit stays out of it
      USER_WRITE_LIMIT: '1000000',
      // each answer says how long the server itself took, beside the latency the client sees
      SERVER_TIMING: 'on',
      TRUST_PROXY: options.trustProxy ?? '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function untilHealthy(base: string, server?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} did not start`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name, which is in parentheses and may contain spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function memoryMb(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

/**
 * How long the process's main thread (the event loop, for Node) has waited so far for a core
 * while ready to run, in ms: the second field of /proc/<pid>/schedstat.
 */
function coreWaitMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
}

export interface ProcessUsage {
  /** CPU over the span as % of one core */
  cpuPercent: number;
  /** % of the span the main thread was ready to run but waited for a core (a shared machine's cost) */
  coreWaitPercent: number;
  rssMb: number;
  peakRssMb: number;
}

/** Starts measuring a process; the returned function gives its CPU, core waits and memory since then. */
export function measureProcess(pid: number): () => ProcessUsage {
  const startCpu = cpuSeconds(pid);
  const startWait = coreWaitMs(pid);
  const startAt = performance.now();
  return () => {
    const seconds = (performance.now() - startAt) / 1000;
    return {
      cpuPercent: Math.round(((cpuSeconds(pid) - startCpu) / seconds) * 100),
      coreWaitPercent: Math.round(((coreWaitMs(pid) - startWait) / (seconds * 1000)) * 100),
      ...memoryMb(pid),
    };
  };
}

/** The round-robin proxy (play-proxy.ts) in its own process, so its CPU is not the client's. */
export function startProxy(port: number, targets: string[]): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', `${root}bench/lib/play-proxy.ts`, String(port), ...targets],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/** One authenticated request proves the seeded session and its signed cookie are accepted. */
export async function proveSignedIn(base: string, learner: { userId: string; cookie: string }) {
  const response = await fetch(`${base}/api/auth/get-session`, { headers: { cookie: learner.cookie } });
  const session = (await response.json()) as { user?: { id: string } } | null;
  if (session?.user?.id !== learner.userId) {
    throw new Error(`the seeded session is not accepted: ${response.status} ${JSON.stringify(session)}`);
  }
}
