import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../scripts/free-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** one server per e2e worker (VITEST_POOL_ID 1..n picks its own) */
    baseURLs: string[];
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in time');
}

export interface AppServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app on a fresh embedded database (seeded with the demo content); `env` adds to
 * or overrides the suite's environment (a test file's own server with payment providers, say).
 */
export async function startAppServer({
  env = {},
  port,
}: {
  env?: Record<string, string>;
  port?: number;
} = {}): Promise<AppServer> {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bilimdon-e2e-'));
  const listenPort = port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${listenPort}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // every browser of the suite is 127.0.0.1: per-IP limits would throttle the suite itself
      IP_RATE_LIMITS: 'off',
      ENABLE_TEST_CLOCK: '1',
      DEMO_HISTORY: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server);
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's servers (the demo payment provider), one per worker: files that run at the same
 * time never share a server's clock, settings, demo accounts or carts, and each worker's files
 * still run one after another on theirs, as the whole suite did on one server.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startAppServer()));
  project.provide(
    'baseURLs',
    servers.map((server) => server.baseURL),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
