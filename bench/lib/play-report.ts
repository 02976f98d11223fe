/** The figures of `npm run bench:play`: per phase, printed as a table and kept as JSON with the machine. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { CommitLatency, Span } from './commit-probe';
import type { DatabaseWaits } from './pg-waits';
import type { Recorder } from './play-client';
import type { Acknowledged } from './play-seed';
import type { ProcessUsage } from './play-servers';
import { describeVerdict, rateVerdicts } from './rate-target';

export interface Phase {
  name: string;
  /** the phase's length; for a rate phase its measured window (without the last answers' wait) */
  seconds: number;
  /** acknowledged answers per second; for a rate phase those answered within the window */
  answersPerSecond: number;
  /** rate phases only: the saves per second offered (open loop), to set against answersPerSecond */
  offeredPerSecond?: number;
  saves: number;
  saveP50Ms: number;
  saveP99Ms: number;
  /** the server's own time per save (Server-Timing): the rest of saveP99Ms was spent on the way */
  saveServerP50Ms: number;
  saveServerP99Ms: number;
  /** rate phases: how late the client's own timer sent saves (it shares the machine's cores) */
  clientLateP99Ms?: number;
  /** rate phases: the p99 of the window's worst second, and which second it was (from 0) */
  worstSecond?: { p99Ms: number; at: number };
  /** rate phases: the client's longest event-loop delay, so a held-up client is told apart */
  clientLoopMaxMs?: number;
  heartbeats: number;
  heartbeatP99Ms: number;
  otherP99Ms: number;
  errors: Record<string, number>;
  /** the bench process itself, as % of one core: near 100 would mean the client limits the figures */
  clientCpuPercent: number;
  servers: ProcessUsage[];
  /** PostgreSQL only: backends per state on average over the phase (pg-waits.ts) */
  databaseWaits?: DatabaseWaits;
  /** PostgreSQL only: when the phase ran, and a commit alone then (commit-probe.ts), read afterwards */
  commitSpan?: Span;
  commitAlone?: CommitLatency;
  lost?: number;
  acknowledged: Acknowledged[];
  uncertain: Set<string>;
}

/** What was measured beside the client during a phase: the servers and, on PostgreSQL, its backends. */
export interface Measured {
  servers: ProcessUsage[];
  databaseWaits?: DatabaseWaits;
  commitSpan?: Span;
}

/** Starts measuring the servers (and database); the returned function gives what it saw since then. */
export type Measure = () => () => Measured;

/** What an open-loop rate phase (play-rate.ts) adds: the rate it offered and its window. */
export interface Offered {
  offeredPerSecond: number;
  windowSeconds: number;
  /** acknowledged answers that arrived within the window */
  answeredInWindow: number;
  clientLoopMaxMs: number;
}

/** The second of the window (by due time) whose saves had the highest p99: a stall shows here. */
function worstSecond(saves: Recorder['dueSaves'], startedAt: number): { p99Ms: number; at: number } {
  const bySecond = new Map<number, number[]>();
  for (const { dueAt, ms } of saves) {
    const second = Math.floor((dueAt - startedAt) / 1000);
    const latencies = bySecond.get(second) ?? [];
    latencies.push(ms);
    bySecond.set(second, latencies);
  }
  let worst = { p99Ms: 0, at: 0 };
  for (const [at, latencies] of bySecond) {
    const p99Ms = percentile(latencies, 99);
    if (p99Ms > worst.p99Ms) worst = { p99Ms, at };
  }
  return worst;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

export function phaseResult(
  name: string,
  recorder: Recorder,
  startedAt: number,
  clientCpu: NodeJS.CpuUsage,
  { servers, databaseWaits, commitSpan }: Measured,
  offered?: Offered,
): Phase {
  const elapsed = (performance.now() - startedAt) / 1000;
  const seconds = offered?.windowSeconds ?? elapsed;
  const cpu = process.cpuUsage(clientCpu);
  return {
    name,
    seconds: Math.round(seconds * 10) / 10,
    answersPerSecond: Math.round((offered?.answeredInWindow ?? recorder.acknowledged.length) / seconds),
    ...(offered ? { offeredPerSecond: offered.offeredPerSecond } : {}),
    saves: recorder.saves.length,
    saveP50Ms: percentile(recorder.saves, 50),
    saveP99Ms: percentile(recorder.saves, 99),
    saveServerP50Ms: percentile(recorder.saveServer, 50),
    saveServerP99Ms: percentile(recorder.saveServer, 99),
    ...(offered
      ? {
          clientLateP99Ms: percentile(recorder.clientLate, 99),
          worstSecond: worstSecond(recorder.dueSaves, startedAt),
          clientLoopMaxMs: offered.clientLoopMaxMs,
        }
      : {}),
    heartbeats: recorder.heartbeats.length,
    heartbeatP99Ms: percentile(recorder.heartbeats, 99),
    otherP99Ms: percentile(recorder.others, 99),
    errors: Object.fromEntries(recorder.errors),
    clientCpuPercent: Math.round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100),
    servers,
    ...(databaseWaits ? { databaseWaits } : {}),
    ...(commitSpan ? { commitSpan } : {}),
    acknowledged: recorder.acknowledged,
    uncertain: recorder.uncertain,
  };
}

export function printAndSave(phases: Phase[], settings: Record<string, string | number>): void {
  const rows = phases.map(({ acknowledged: _a, uncertain: _u, commitSpan: _s, ...phase }) => phase);
  console.log(`\n${JSON.stringify(settings)}\n`);
  const table = rows.map((row) => ({
    phase: row.name,
    s: row.seconds,
    ...(row.offeredPerSecond !== undefined ? { 'offered/s': row.offeredPerSecond } : {}),
    'answers/s': row.answersPerSecond,
    'save p50': row.saveP50Ms,
    'save p99': row.saveP99Ms,
    'server p50/p99': `${row.saveServerP50Ms} / ${row.saveServerP99Ms}`,
    ...(row.commitAlone
      ? {
          'commit alone p50/p99/max': `${row.commitAlone.p50Ms} / ${row.commitAlone.p99Ms} / ${row.commitAlone.maxMs}`,
        }
      : {}),
    'heartbeat p99': row.heartbeatP99Ms,
    'start/finish p99': row.otherP99Ms,
    'server CPU %': row.servers.map((s) => s.cpuPercent).join(' + '),
    'waited for a core %': row.servers.map((s) => s.coreWaitPercent).join(' + '),
    'RSS MB (peak)': row.servers.map((s) => `${s.rssMb} (${s.peakRssMb})`).join(' + '),
    'of no-op route': `${Math.round((row.answersPerSecond / Number(settings.noOpRequestsPerSecond || 1)) * 100)}%`,
    'client CPU %': row.clientCpuPercent,
    ...(row.clientLateP99Ms !== undefined ? { 'client late p99': row.clientLateP99Ms } : {}),
    ...(row.worstSecond
      ? { 'worst second p99 (at s)': `${row.worstSecond.p99Ms} (${row.worstSecond.at})` }
      : {}),
    ...(row.clientLoopMaxMs !== undefined ? { 'client loop max': row.clientLoopMaxMs } : {}),
    lost: row.lost,
  }));
  // a rate phase's own columns (offered/s beside answers/s), blank in the other phases
  const rateOnly = ['offered/s', 'client late p99', 'worst second p99 (at s)', 'client loop max'];
  const columns = Object.keys(table[0] ?? {}).filter((column) => !rateOnly.includes(column));
  if (rows.some((row) => row.offeredPerSecond !== undefined)) {
    columns.splice(2, 0, 'offered/s');
    columns.push('client late p99', 'worst second p99 (at s)', 'client loop max');
  }
  console.table(table, columns);
  for (const row of rows) {
    if (Object.keys(row.errors).length) console.log(`errors in ${row.name}:`, row.errors);
    if (row.commitAlone?.errors)
      console.log(`failed commit probes in ${row.name}: ${row.commitAlone.errors}`);
  }
  for (const row of rows) {
    if (!row.databaseWaits) continue;
    const states = Object.entries(row.databaseWaits).map(([state, n]) => `${state} ${n}`);
    console.log(`PostgreSQL backends on average in ${row.name}: ${states.join(', ') || 'none busy'}`);
  }
  const rateTargets = rateVerdicts(rows);
  for (const verdict of rateTargets) console.log(describeVerdict(verdict, String(settings.database)));
  const cpu = os.cpus();
  const machine = {
    cpu: cpu[0]?.model,
    cores: cpu.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  const file = `bench/results/play-${settings.database}${Number(settings.servers) > 1 ? `-${settings.servers}-servers` : ''}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, settings, rateTargets, phases: rows }, null, 2)}\n`,
  );
  console.log(`written to ${file}`);
  const lost = rows.reduce((sum, row) => sum + (row.lost ?? 0), 0);
  if (lost > 0) {
    console.error(`${lost} acknowledged answers are not in the database`);
    process.exitCode = 1;
  }
}
