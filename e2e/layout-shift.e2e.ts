import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './fixtures';
import { quizIdByTitle } from './storefront-helpers';

useBrowser();

/** Issue 15's target: what Lighthouse calls good is 0.1; we keep a margin. */
const MAX_SHIFT = 0.05;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

declare global {
  interface Window {
    __layoutShifts: { value: number; sources: string[] }[];
  }
}

/**
 * Records every layout shift from the first paint on (not those right after the user's input, as
 * CLS counts them), with what moved, so a failure names the element.
 */
function recordLayoutShifts() {
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources.map((source) => {
        const node = source.node;
        if (!(node instanceof Element)) return node?.nodeName ?? '?';
        return `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}`;
      });
      window.__layoutShifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page has its data: no placeholder or spinner is left in the main area. */
async function untilLoaded(page: Page, ready: string) {
  await page.locator(`main ${ready}`).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main [role="status"]'));
  // layout-shift entries reach the observer with the next frames
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('no layout shift while pages load', () => {
  let quizPath = '';
  beforeAll(async () => {
    quizPath = `/quiz/${await quizIdByTitle('Fizika asoslari')}`;
  });

  const pages = [
    { name: 'home', path: () => '/', ready: 'a[href^="/quiz/"]' },
    { name: 'catalogue', path: () => '/quizzes', ready: 'a[href^="/quiz/"]' },
    { name: 'quiz detail', path: () => quizPath, ready: 'h1' },
  ];

  for (const viewport of VIEWPORTS) {
    for (const target of pages) {
      it(`${target.name} at ${viewport.width}x${viewport.height}`, async () => {
        const page = await newPage(viewport);
        await page.addInitScript(recordLayoutShifts);
        await page.goto(target.path());
        await untilLoaded(page, target.ready);
        const shifts = await page.evaluate(() => window.__layoutShifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
      });
    }
  }
});
