/**
 * `npm run bench:lighthouse` (builds first): the built server (dist/server/main.js) on a fresh
 * embedded database with the demo seed, behind the bench's front server, and Lighthouse's
 * performance audit three times on each of `/`, `/quizzes`, `/quiz/{id}`, a play page (the demo
 * learner, signed in through the API, has claimed a free quiz and started it; Lighthouse sends the
 * session cookie) and the script-free reference page (`/quizzes` as rendered, without scripts,
 * bench/lib/lighthouse-reference.ts). Prints each page's median Performance score, LCP, CLS, TBT
 * and FCP beside the reference's, with the targets as pass or FAIL (bench/lib/lighthouse-report.ts),
 * and writes bench/results/lighthouse.json. A benchmark, not a CI gate: scores move with the
 * machine's load, which the reference shows. LIGHTHOUSE_RUNS (default 3) sets the runs per page,
 * LIGHTHOUSE_PRESETS (default "mobile"; "mobile,desktop" adds the desktop preset) the presets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { auditRuns, medians, type Preset, type Run } from './lib/lighthouse-audit';
import { REFERENCE_PATH, renderWithoutScripts, startFrontServer } from './lib/lighthouse-reference';
import { header, judge, pageRow, referenceRow, TARGETS } from './lib/lighthouse-report';
import { stop, untilHealthy } from './lib/play-servers';

const APP_PORT = 3960;
const FRONT_PORT = 3961;
const BUILT = 'dist/server/main.js';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile').split(',') as Preset[];
const LEARNER = { email: 'learner@demo.uz', password: 'demo12345' };
/** the page the reference is made of, and what shows it has rendered (its quiz cards' links) */
const REFERENCE_OF = { path: '/quizzes', ready: 'main a[href^="/quiz/"]' };

interface Page {
  name: string;
  path: string;
  cookie?: string;
}

function startServer(dataDir: string, publicUrl: string): ChildProcess {
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
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      // the browser's origin is the front server's
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      IP_RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function api<T>(base: string, method: string, url: string, cookie = '', body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: base,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { json: (await res.json()) as T, cookies: res.headers.getSetCookie() };
}

/** The pages to audit and the learner's cookie for the play page. */
async function preparePages(base: string): Promise<Page[]> {
  const catalogue = await api<{ quizzes: { id: string; price: number }[] }>(
    base,
    'GET',
    '/api/quizzes?pageSize=48',
  );
  const [first] = catalogue.json.quizzes;
  const free = catalogue.json.quizzes.find((quiz) => quiz.price === 0);
  if (!first || !free) throw new Error('the demo catalogue has no (free) quiz');
  const signIn = await api(base, 'POST', '/api/auth/sign-in/email', '', LEARNER);
  const cookie = signIn.cookies.map((line) => line.split(';')[0]).join('; ');
  await api(base, 'POST', `/api/quizzes/${free.id}/claim`, cookie);
  await api(base, 'POST', `/api/play/${free.id}/start`, cookie, { deviceId: 'lighthouse-bench' });
  return [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/quizzes' },
    { name: 'quiz detail', path: `/quiz/${first.id}` },
    { name: 'play', path: `/play/${free.id}`, cookie },
  ];
}

interface Measured {
  preset: Preset;
  page: string;
  path: string;
  median: Run;
  runs: Run[];
}

/** The reference first, then each page printed beside it. */
async function auditPreset(base: string, preset: Preset, pages: Page[]): Promise<Measured[]> {
  const judged = preset === 'mobile';
  const measure = async (page: Page): Promise<Measured> => {
    const runs = await auditRuns(`${base}${page.path}`, preset, RUNS, page.cookie);
    return { preset, page: page.name, path: page.path, median: medians(runs), runs };
  };
  console.log(`\n${preset}`);
  const reference = await measure({ name: 'reference', path: REFERENCE_PATH });
  console.log(referenceRow(reference.median, judged));
  const measured = [reference];
  for (const page of pages) {
    const result = await measure(page);
    console.log(pageRow(page.name, result.median, reference.median, judged));
    measured.push(result);
  }
  return measured;
}

function writeReport(results: Measured[]) {
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
    targets: { mobile: TARGETS },
    reference: `${REFERENCE_OF.path} as rendered, without scripts, at ${REFERENCE_PATH}`,
    results: results.map((result) => ({
      ...result,
      ...(result.preset === 'mobile' ? { targets: judge(result.median) } : {}),
    })),
  };
  writeFileSync('bench/results/lighthouse.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwritten to bench/results/lighthouse.json');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-lighthouse-'));
  const front = await startFrontServer(FRONT_PORT, `http://127.0.0.1:${APP_PORT}`);
  const server = startServer(dataDir, front.url);
  const results: Measured[] = [];
  try {
    await untilHealthy(front.url, server);
    const pages = await preparePages(front.url);
    front.setReference(await renderWithoutScripts(`${front.url}${REFERENCE_OF.path}`, REFERENCE_OF.ready));
    console.log(header(RUNS, REFERENCE_OF.path));
    for (const preset of PRESETS) results.push(...(await auditPreset(front.url, preset, pages)));
  } finally {
    await stop(server);
    await front.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeReport(results);
}

await main();
