import { uz } from '@shared/i18n/uz';
import { apiErrorSchema } from '@shared/schemas/common';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, readErrorBody } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends same-origin JSON with credentials and returns the body', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws a typed ApiError from the error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'VALIDATION_FAILED', message: 'Tekshiring', fields: { email: 'Yomon' } } },
          { status: 400 },
        ),
      ),
    );
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Tekshiring',
      fields: { email: 'Yomon' },
    });
  });

  it('falls back to the catalogue when the body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: uz.errors.NOT_FOUND,
    });
  });

  it('uses the catalogue message when the body names a code with an empty message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'CART_EMPTY', message: '' } }, { status: 422 })),
    );
    await expect(api.post('/api/checkout')).rejects.toMatchObject({
      status: 422,
      code: 'CART_EMPTY',
      message: uz.errors.CART_EMPTY,
    });
  });

  it.each([
    ['a code that is not text', 403, { error: { code: 42, message: 'Taqiqlangan' } }, 'FORBIDDEN'],
    ['fields that are not text', 400, { error: { code: 'X', message: 'm', fields: { a: 1 } } }, 'INTERNAL'],
    ['a bare string error', 401, { error: 'unauthorized' }, 'UNAUTHENTICATED'],
    ['an unrelated JSON body', 429, { message: 'slow down' }, 'RATE_LIMITED'],
    ['JSON null', 500, null, 'INTERNAL'],
  ])(
    'a body off the shared error schema (%s) still gives an ApiError by its status',
    async (_what, status, body, code) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(body, { status })),
      );
      const error = await api.get('/api/x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code, message: uz.errors[code as keyof typeof uz.errors] });
      expect((error as ApiError).fields).toBeUndefined();
    },
  );

  it('turns a network failure into ApiError NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Network error. Please check your connection.',
    });
  });
});

describe('error body check', () => {
  const text = fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.constant(null));
  const bodies = fc.oneof(
    fc.anything(),
    fc.record(
      {
        error: fc.oneof(
          fc.anything(),
          fc.record(
            {
              code: text,
              message: text,
              fields: fc.oneof(fc.dictionary(fc.string(), text), fc.array(fc.string()), fc.anything()),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
  );

  it('accepts exactly what the shared zod schema accepts, with the same data', () => {
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = apiErrorSchema.safeParse(body);
        expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data.error : null);
      }),
      { numRuns: 2000 },
    );
  });
});
