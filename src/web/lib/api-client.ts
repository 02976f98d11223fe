import { FRIENDLY_ERRORS } from '@shared/domain/friendly-error';
import { errorMessage } from '@shared/i18n/uz';
import type { ApiErrorBody } from '@shared/schemas/common';

/** A failed API call: the server's `{ error: { code, message, fields? } }`, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code of an answer whose body is not our error body (a proxy's page, say), by its status. */
const CODE_BY_STATUS: Partial<Record<number, string>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The API's error body (`ApiErrorBody` of the shared schemas), or null for anything else. Checked
 * by hand: every page loads this module first, and zod would add ~25 KB gzip to the first load.
 */
export function readErrorBody(value: unknown): ApiErrorBody['error'] | null {
  const error = (value as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (typeof error !== 'object' || error === null) return null;
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const { fields } = error;
  if (fields === undefined) return { code: error.code, message: error.message };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  if (!Object.values(fields).every((v) => typeof v === 'string')) return null;
  return { code: error.code, message: error.message, fields: fields as Record<string, string> };
}

/** Reads the API's error body; anything else still becomes a sensible error. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = readErrorBody(await readJson(response));
  if (!body) {
    const code = CODE_BY_STATUS[response.status] ?? 'INTERNAL';
    return new ApiError(response.status, code, errorMessage(code));
  }
  const { code, message, fields } = body;
  return new ApiError(response.status, code, message || errorMessage(code), fields);
}

export type ApiRequestInit = Omit<RequestInit, 'body'> & { body?: unknown };

/** Same-origin JSON (or FormData) request; resolves with the parsed body or throws an `ApiError`. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('Accept', 'application/json');
  // a FormData body (a file upload) goes as it is: the browser writes its multipart Content-Type
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) finalHeaders.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      ...rest,
      headers: finalHeaders,
      body: body === undefined || isForm ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // fetch rejects only when no answer came, so there is no message of ours: the spec's
    // friendly mapping (section 8) for network errors
    throw new ApiError(0, 'NETWORK', FRIENDLY_ERRORS.network);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, init?: ApiRequestInit) => apiFetch<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body?: unknown, init?: ApiRequestInit) =>
    apiFetch<T>(path, { ...init, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, init?: ApiRequestInit) =>
    apiFetch<T>(path, { ...init, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, init?: ApiRequestInit) =>
    apiFetch<T>(path, { ...init, method: 'PATCH', body }),
  delete: <T>(path: string, init?: ApiRequestInit) => apiFetch<T>(path, { ...init, method: 'DELETE' }),
};
