/**
 * One page's Lighthouse performance audit for `npm run bench:lighthouse`: a fresh headless Debian
 * chromium per run (no cache, no state carried between runs), the figures the bench judges, and
 * their median over the runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export interface Run {
  score: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/** `count` runs one after the other (parallel runs would share the cores and skew each other). */
export async function auditRuns(url: string, preset: Preset, count: number, cookie?: string): Promise<Run[]> {
  const runs: Run[] = [];
  for (let n = 0; n < count; n++) runs.push(await auditAgainOnTraceError(url, preset, cookie));
  return runs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median (the medians may come from different runs). */
export function medians(runs: Run[]): Run {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  return { score: of('score'), cls: of('cls'), lcpMs: of('lcpMs'), fcpMs: of('fcpMs'), tbtMs: of('tbtMs') };
}
