import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HOOK_TIMEOUT_MS, STATE_TIMEOUT_MS, TEST_TIMEOUT_MS } from './e2e/timeouts';
import { textsPlugin } from './scripts/texts-plugin';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// zod speaks Uzbek in tests as in the app (web entry and server startup install the same map)
const zodInUzbek = 'src/shared/i18n/zod-errors.setup.ts';
// every text in every language, as the server has them (the web loads one language's groups)
const allTexts = 'src/shared/i18n/runtime/install-all.ts';
const alias = { '@shared': r('./src/shared'), '@web': r('./src/web') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle (CPUs - 1): on the 2-core CI machine that ran the unit
    // and API files one at a time. Their files are independent (own app, own database).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react(), textsPlugin()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [allTexts, zodInUzbek, 'src/web/test/async-timeout.setup.ts'],
        },
      },
      {
        plugins: [textsPlugin()],
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: [allTexts, zodInUzbek],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // one module graph per worker instead of one per file: imports fell from ~300 s to ~20 s of
          // the run. Files share no state but the module cache: each opens its own app and database.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['src/server/**/*.cluster.ts', 'bench/**/*.cluster.ts'],
          setupFiles: [allTexts],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // the tests read the expected texts through the same runtime
          setupFiles: [allTexts],
          globalSetup: ['e2e/global-setup.ts'],
          // long stories are split into tests of a few pages each, so that a busy machine makes the
          // suite slower, not red (see e2e/timeouts.ts)
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: HOOK_TIMEOUT_MS,
          // expect.poll's own default (one second) was a budget, not a wait
          expect: { poll: { timeout: STATE_TIMEOUT_MS } },
          // two files at a time, each worker on its own server (global-setup.ts): browsers mostly
          // wait, so even 2 cores gain (6 files: 154 s instead of 252 s, same load). E2E_WORKERS=1
          // runs the files one by one.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
        },
      },
    ],
  },
});
