import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * What a failed end-to-end test leaves in the log: per open page, its address, the dialogs and
 * toasts on screen, the API requests still waiting and the last ones answered. A rare failure in
 * CI can then be understood from its log alone (a locator's timeout says only what it awaited).
 */
interface ApiCall {
  method: string;
  path: string;
  startedAt: number;
  status?: number;
  ms?: number;
}

const RECENT = 12;
const callsByPage = new WeakMap<Page, { pending: Map<Request, ApiCall>; done: ApiCall[] }>();

/** Starts recording the page's API calls (kept in memory until the page is gone). */
export function recordApiCalls(page: Page) {
  const calls = { pending: new Map<Request, ApiCall>(), done: [] as ApiCall[] };
  callsByPage.set(page, calls);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.pending.set(request, { method: request.method(), path: url.pathname, startedAt: Date.now() });
  });
  // the status comes with the response's headers, the end with its body (or a failure: 0)
  page.on('response', (response) => {
    const call = calls.pending.get(response.request());
    if (call) call.status = response.status();
  });
  const settle = (request: Request, failed: boolean) => {
    const call = calls.pending.get(request);
    if (!call) return;
    calls.pending.delete(request);
    calls.done.push({ ...call, status: failed ? 0 : call.status, ms: Date.now() - call.startedAt });
    if (calls.done.length > RECENT) calls.done.shift();
  };
  page.on('requestfinished', (request) => settle(request, false));
  page.on('requestfailed', (request) => settle(request, true));
}

const clip = (text: string, length = 400) => text.replace(/\s+/g, ' ').trim().slice(0, length);

async function visibleTexts(page: Page, selector: string) {
  const texts = await page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText))
    .catch(() => []);
  return texts.map((text) => clip(text));
}

function describeCall(call: ApiCall, now: number) {
  const status = call.status === undefined ? '' : ` ${call.status}`;
  const timing = call.ms === undefined ? `waiting ${now - call.startedAt} ms` : `${call.ms} ms`;
  return `${call.method} ${call.path}${status} (${timing})`;
}

async function describePage(page: Page) {
  const now = Date.now();
  const calls = callsByPage.get(page);
  // a hidden page pauses TanStack Query's retries until it is shown again
  const visibility = await page.evaluate(() => document.visibilityState).catch(() => 'unknown');
  const lines = [`page ${page.url()} (${visibility})`];
  for (const text of await visibleTexts(page, '[role="dialog"], [role="alertdialog"]')) {
    lines.push(`  dialog: ${text}`);
  }
  for (const text of await visibleTexts(page, '[data-sonner-toast]')) lines.push(`  toast: ${text}`);
  for (const call of calls?.pending.values() ?? []) lines.push(`  pending: ${describeCall(call, now)}`);
  for (const call of calls?.done ?? []) lines.push(`  answered: ${describeCall(call, now)}`);
  return lines.join('\n');
}

/** The report of every page of the given browser contexts, printed to the test's log. */
export async function reportFailure(testName: string, contexts: BrowserContext[]) {
  const pages = contexts.flatMap((context) => context.pages());
  const reports = await Promise.all(pages.map((page) => describePage(page).catch((e) => String(e))));
  console.error(`[e2e failure report] ${testName}\n${reports.join('\n')}`);
}
