import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { MailboxResponse } from '../src/shared/schemas/common';
import { recordApiCalls, reportFailure } from './failure-report';
import { STATE_TIMEOUT_MS } from './timeouts';

export const DEMO_PASSWORD = 'demo12345';
/** This worker's own server (see global-setup.ts). */
export const baseURL = () => inject('baseURLs')[Number(process.env.VITEST_POOL_ID ?? 1) - 1]!;

let browser: Browser;
/** closed after each test */
const contexts: BrowserContext[] = [];
/** the browsers of a story told in several tests (keepOpen), closed with the file's browser */
const keptContexts: BrowserContext[] = [];
const consoleErrors: string[] = [];

/** One headless Debian chromium per test file; every console.error in a page fails the test. */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });
  afterEach(async ({ task }) => {
    const errors = consoleErrors.splice(0);
    if (task.result?.state === 'fail') await reportFailure(task.name, [...keptContexts, ...contexts]);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(errors, 'console errors in the browser').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** console messages matching these are expected (e.g. a deliberate 401) */
  allowConsole?: RegExp[];
  context?: BrowserContext;
  /** cookies and localStorage to start with: a browser signed in already (see signedInState) */
  storageState?: BrowserContextOptions['storageState'];
  /**
   * The browser stays open for the file's next tests instead of closing after this one: tabs
   * opened once in a beforeAll, or a story told in steps in a describe that says so. It closes with
   * the file's browser (or sooner, by the test file). Its console errors fail the test running then.
   */
  keepOpen?: boolean;
  /** false: a browser with JavaScript off (what the server's HTML alone gives) */
  javaScriptEnabled?: boolean;
}

/** A new page in a new browser context (a separate device with its own cookies and storage). */
export async function newPage({
  width = 1280,
  height = 800,
  allowConsole = [],
  context,
  storageState,
  keepOpen = false,
  javaScriptEnabled = true,
}: PageOptions = {}) {
  const ctx = context ?? (await newContext({ width, height }, storageState, javaScriptEnabled));
  if (!context) (keepOpen ? keptContexts : contexts).push(ctx);
  const page = await ctx.newPage();
  recordApiCalls(page);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // a refused request is logged by the browser itself; the UI's handling is what we assert
    if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
    if (allowConsole.some((pattern) => pattern.test(text))) return;
    consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return page;
}

async function newContext(
  viewport: { width: number; height: number },
  storageState: PageOptions['storageState'],
  javaScriptEnabled = true,
) {
  const ctx = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'uz-UZ',
    storageState,
    javaScriptEnabled,
  });
  // every wait of a test is for a state; this only says how long before a missing one is a failure
  ctx.setDefaultTimeout(STATE_TIMEOUT_MS);
  return ctx;
}

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.uz`;
}

/** The newest email to an address, read from the development mailbox API (of the suite's server by default). */
export async function latestEmail(to: string, base = baseURL()) {
  const res = await fetch(`${base}/api/dev/mailbox`);
  const { messages } = (await res.json()) as MailboxResponse;
  const mail = messages.find((m) => m.to === to);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

/**
 * Waits until React runs the page. A page the server rendered shows its buttons before its
 * scripts load (after the page's load event, or at the first interaction): a click on one before
 * hydration is held and replayed after it (early-click.e2e.ts), so the tests that go on to fill
 * what the click opens wait for the running app first.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Signs in through the header's Kirish button and the auth dialog. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Kirish', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Email' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Parol', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
}

/** Fills and sends the sign-up tab of the auth dialog, opened from the header's Kirish button. */
export async function signUpInDialog(page: Page, email: string, password: string, fullName: string) {
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Kirish', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Email' }).click();
  await dialog.getByRole('tab', { name: "Ro'yxatdan o'tish" }).click();
  await dialog.getByLabel("To'liq ism").fill(fullName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Parol', { exact: true }).fill(password);
  await dialog.getByLabel('Parolni tasdiqlang').fill(password);
  await dialog.getByRole('button', { name: "Ro'yxatdan o'tish", exact: true }).click();
}
