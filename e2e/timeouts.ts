/**
 * The e2e suite's time limits, in one place (vitest.config.ts and fixtures.ts read them). They are
 * failure detectors, not budgets: tests wait for states (an element, a URL, an answer), so an idle
 * machine is as fast with any of them, and one several times oversubscribed (other suites, other
 * builds) only takes longer before it is green.
 */

/** One wait for a state: a locator, a navigation, an expect.poll. */
export const STATE_TIMEOUT_MS = 30_000;
/** One test: a screen or a step of a story, a handful of such waits. */
export const TEST_TIMEOUT_MS = 120_000;
/** A file's setup or teardown: learners, purchases and plays made through the API. */
export const HOOK_TIMEOUT_MS = 180_000;
