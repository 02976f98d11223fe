import type { FastifyInstance, InjectOptions } from 'fastify';
import { TEST_ORIGIN } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client for app.inject: sends our Origin and keeps the session cookie. Each
 * `remoteAddress` is a client address of its own for per-address limits (default 127.0.0.1).
 */
export function client(server: FastifyInstance, origin = TEST_ORIGIN, remoteAddress?: string) {
  const cookies = new Map<string, string>();
  async function request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const options: InjectOptions = {
      method,
      url,
      headers: { origin, ...(cookie ? { cookie } : {}), ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const response = await server.inject(options);
    for (const c of response.cookies) {
      if (c.maxAge === 0 || c.value === '') cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return response;
  }
  return {
    cookies,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', url, body ?? {}, headers),
    request,
  };
}

export type Client = ReturnType<typeof client>;
