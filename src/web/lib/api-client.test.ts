import { uz } from '@shared/i18n/uz';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

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
