import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandling } from './errors';

/** A bare Fastify with our error handler and a log kept in memory, at debug level. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  registerErrorHandling(app);
  return { app, lines };
}

const databaseError = () => new Error('relation "secret_table" does not exist');

describe('AppError logging', () => {
  it('logs a 5xx AppError at error level with its cause, and never sends the cause', async () => {
    const { app, lines } = appWithLog();
    app.get('/fail', () => {
      throw new AppError(500, 'INTERNAL', undefined, undefined, { cause: databaseError() });
    });
    const res = await app.inject('/fail');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('secret_table');
    const logged = lines.find((line) => line.level === 50);
    expect(JSON.stringify(logged)).toContain('secret_table');
  });

  it('logs a 4xx AppError at debug level only', async () => {
    const { app, lines } = appWithLog();
    app.get('/missing', () => {
      throw new AppError(404, 'NOT_FOUND');
    });
    const res = await app.inject('/missing');
    expect(res.statusCode).toBe(404);
    expect(lines.some((line) => line.level === 20 && String(line.msg).includes('NOT_FOUND'))).toBe(true);
    expect(lines.some((line) => Number(line.level) >= 40)).toBe(false);
  });
});
