import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Moderate rules we hold too: headings that skip a level, two search landmarks of one name. */
const ALSO_REFUSED = ['heading-order', 'landmark-unique'];

/** Serious and critical axe-core violations (and ALSO_REFUSED) on what the page shows now. */
export async function axeViolations(page: Page) {
  // a toast fading in or out is half transparent, and axe blends it with the page behind it
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((el) => getComputedStyle(el).opacity === '1'),
  );
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_REFUSED.includes(v.id))
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
