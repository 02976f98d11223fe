/**
 * `npm run bench:lighthouse` (builds first): the built server (dist/server/main.js) on a fresh
 * embedded database with the demo seed, and Lighthouse's performance audit three times on each of
 * `/`, `/quizzes`, `/quiz/{id}` and a play page (the demo learner, signed in through the API, has
 * claimed a free quiz and started it; Lighthouse sends the session cookie). Prints the median
 * Performance score, CLS, LCP, FCP and TBT per page against the targets (Performance >= 90
 * and CLS < 0.05 on the mobile preset) and writes bench/results/lighthouse.json. A benchmark, not a
 * CI gate: scores move with the machine's load. LIGHTHOUSE_RUNS (default 3) sets the runs per
 * page, LIGHTHOUSE_PRESETS (default "mobile,desktop") the presets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { stop, untilHealthy } from './lib/play-servers';

const PORT = 3960;
const BASE = `http://127.0.0.1:${PORT}`;
const BUILT = 'dist/server/main.js';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const TARGET_SCORE = 90;
const TARGET_CLS = 0.05;
const LEARNER = { email: 'learner@demo.uz', password: 'demo12345' };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Preset = 'mobile' | 'desktop';
interface Run {
  score: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
}

function startServer(dataDir: string): ChildProcess {
  if (!existsSync(BUILT) || !existsSync('dist/web/index.html')) {
    throw new Error('Build first: npm run build (npm run bench:lighthouse does)');
  }
  return spawn(process.execPath, [BUILT], {
    env: {
      ...process.env,
      // development only for the demo seed; the server and the web app are the production build
      NODE_ENV: 'development',
      // the demo catalogue without its history: figures comparable with earlier runs
      DEMO_HISTORY: 'off',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      IP_RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function api<T>(method: string, url: string, cookie = '', body?: unknown) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      origin: BASE,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { json: (await res.json()) as T, cookies: res.headers.getSetCookie() };
}

/** The pages to audit and the learner's cookie for the play page. */
async function preparePages() {
  const catalogue = await api<{ quizzes: { id: string; price: number }[] }>(
    'GET',
    '/api/quizzes?pageSize=48',
  );
  const [first] = catalogue.json.quizzes;
  const free = catalogue.json.quizzes.find((quiz) => quiz.price === 0);
  if (!first || !free) throw new Error('the demo catalogue has no (free) quiz');
  const signIn = await api('POST', '/api/auth/sign-in/email', '', LEARNER);
  const cookie = signIn.cookies.map((line) => line.split(';')[0]).join('; ');
  await api('POST', `/api/quizzes/${free.id}/claim`, cookie);
  await api('POST', `/api/play/${free.id}/start`, cookie, { deviceId: 'lighthouse-bench' });
  return [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/quizzes' },
    { name: 'quiz detail', path: `/quiz/${first.id}` },
    { name: 'play', path: `/play/${free.id}`, cookie },
  ];
}

/**
 * Lighthouse now and then fails to record the trace of a load (NO_NAVSTART, NO_FCP: its own
 * error, "please run Lighthouse again"); such a run is repeated, up to twice, not counted.
 */
async function auditAgainOnTraceError(url: string, preset: Preset, cookie?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, preset, cookie);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP/.test(String(error))) throw error;
      console.warn(`run again: ${String(error)}`);
    }
  }
}

/** One Lighthouse run in a fresh browser (no cache, no service state carried between runs). */
async function audit(url: string, preset: Preset, cookie?: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: value('cumulative-layout-shift'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
    };
  } finally {
    await chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medians(runs: Run[]): Run {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  return { score: of('score'), cls: of('cls'), lcpMs: of('lcpMs'), fcpMs: of('fcpMs'), tbtMs: of('tbtMs') };
}

function printRow(preset: Preset, name: string, m: Run) {
  const pass =
    preset === 'desktop' || (m.score >= TARGET_SCORE && m.cls < TARGET_CLS) ? 'ok' : 'BELOW TARGET';
  const cells = [
    preset.padEnd(8),
    name.padEnd(12),
    String(m.score).padStart(5),
    m.cls.toFixed(3).padStart(7),
    `${Math.round(m.lcpMs)} ms`.padStart(9),
    `${Math.round(m.fcpMs)} ms`.padStart(9),
    `${Math.round(m.tbtMs)} ms`.padStart(8),
  ];
  console.log(`${cells.join(' ')}  ${pass}`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-lighthouse-'));
  const server = startServer(dataDir);
  const results: Record<string, unknown>[] = [];
  try {
    await untilHealthy(BASE, server);
    const pages = await preparePages();
    console.log(
      `median of ${RUNS} runs; targets (mobile): Performance >= ${TARGET_SCORE}, CLS < ${TARGET_CLS}`,
    );
    console.log('preset   page         score     CLS       LCP       FCP      TBT');
    for (const preset of PRESETS) {
      for (const page of pages) {
        const runs: Run[] = [];
        for (let n = 0; n < RUNS; n++)
          runs.push(await auditAgainOnTraceError(`${BASE}${page.path}`, preset, page.cookie));
        const m = medians(runs);
        printRow(preset, page.name, m);
        results.push({ preset, page: page.name, path: page.path, median: m, runs });
      }
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync('bench/results', { recursive: true });
  const machine = {
    cpu: os.cpus()[0]?.model,
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
  };
  const report = {
    date: new Date().toISOString(),
    machine,
    runsPerPage: RUNS,
    targets: { mobileScore: TARGET_SCORE, cls: TARGET_CLS },
    results,
  };
  writeFileSync('bench/results/lighthouse.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written to bench/results/lighthouse.json');
}

await main();
