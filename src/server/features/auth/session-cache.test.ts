import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionCacheScenarios } from './session-cache.test-support';

/*
 * One server (PGlite, or PostgreSQL with DATABASE_URL): the writer and the reader are the same
 * app. Two servers on one PostgreSQL: session-cache.cluster.ts runs the same scenarios.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('session cache on one server', () => {
  sessionCacheScenarios(() => ({ writer: app, reader: app, db: app.db }));
});
