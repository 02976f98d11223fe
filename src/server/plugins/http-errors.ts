import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';
import type { ErrorCode } from '../../shared/i18n/uz';
import { errorText, languageOf } from './language';

/**
 * Failures Fastify and Node's HTTP parser produce themselves, before any route runs, get the one
 * error body too, with a stable code per HTTP status.
 */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Any other 4xx (malformed JSON, empty body, a bad URL encoding...) is invalid input. */
export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
}

/** Both our limits (per IP and per user) count over one minute, so a minute always suffices. */
const RATE_LIMIT_WINDOW_SECONDS = 60;

/** Every 429 says when to come back; the per-IP limiter sets the exact time itself. */
export function ensureRetryAfter(reply: FastifyReply) {
  if (!reply.hasHeader('retry-after')) reply.header('retry-after', String(RATE_LIMIT_WINDOW_SECONDS));
}

function bodyFor(code: ErrorCode, language: Language): string {
  return JSON.stringify({ error: { code, message: errorText(code, language) } });
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded (400) or a too long parameter (414). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const language = languageOf(request);
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('content-language', language)
    .send(bodyFor(codeForStatus(status), language));
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: the request could not even be parsed (headers or URL over
 * Node's size limit, a timeout, broken HTTP), so the answer is written to the socket directly.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  if (socket.writable) {
    // the request could not be read, nor its language
    const body = bodyFor(codeForStatus(status), DEFAULT_LANGUAGE);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
