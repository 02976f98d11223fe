import { cartCountResponseSchema } from '@shared/schemas/storefront';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from './fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('fakeApi', () => {
  it('answers a route with a body its schema accepts, and records the call', async () => {
    const calls = fakeApi({ 'GET /api/cart/count': reply(cartCountResponseSchema, { count: 2 }) });
    expect(await (await fetch('/api/cart/count')).json()).toEqual({ count: 2 });
    expect(calls).toEqual([{ method: 'GET', url: '/api/cart/count', body: undefined }]);
  });

  it('refuses to fake a body the contract does not allow', () => {
    // @ts-expect-error: the type says so too, and the schema at run time
    expect(() => reply(cartCountResponseSchema, { count: 'two' })).toThrow();
  });

  it('answers unknown routes with the error body', async () => {
    fakeApi({});
    const res = await fetch('/api/nowhere', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });
});
