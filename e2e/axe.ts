import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Moderate rules we hold too: headings that skip a level, two search landmarks of one name. */
const ALSO_REFUSED = ['heading-order', 'landmark-unique'];
/** a toast that keeps arriving (a live notification per attempt) would otherwise loop forever */
const MAX_ANALYSES = 3;

/**
 * Runs in the page: the toasts' texts, or null while one fades in or out. A half transparent toast
 * is blended with the page behind it, and axe would report colours no one sees once it has settled.
 */
function toastsWhenSettled(): string[] | null {
  const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
  if (toasts.some((el) => getComputedStyle(el).opacity !== '1')) return null;
  return toasts.map((el) => el.textContent ?? '');
}

/** The toasts once none is fading, joined (an array, truthy even when empty, ends the wait). */
async function waitForSettledToasts(page: Page) {
  const handle = await page.waitForFunction(toastsWhenSettled);
  return ((await handle.jsonValue()) as string[]).join('\n');
}

/**
 * Serious and critical axe-core violations (and ALSO_REFUSED) on what the page shows now.
 * A live notification's toast may arrive while axe reads the page: the analysis counts only
 * when the same toasts were on screen, fully shown, before and after it.
 */
export async function axeViolations(page: Page) {
  for (let analysis = 1; ; analysis += 1) {
    const before = await waitForSettledToasts(page);
    const { violations: found } = await new AxeBuilder({ page }).analyze();
    const after = (await page.evaluate(toastsWhenSettled))?.join('\n') ?? null;
    if (before === after || analysis === MAX_ANALYSES) {
      return found
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_REFUSED.includes(v.id))
        .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
}
