import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/i18n/uz';
import { latinToCyrillic } from '../../shared/i18n/uz-script';
import { codeForStatus, ensureRetryAfter } from './http-errors';
import { currentLanguage, errorText, localizedText } from './language';

/**
 * An expected failure with a stable code; its message comes from the catalogue in the request's
 * language (a message of its own, written in Uzbek Latin, is carried over into that language).
 * `cause` (e.g. the database error behind a 5xx) is logged by the error handler, never sent.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message === undefined ? errorText(code) : localizedText(message, code), options);
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * A field's message: zod's own words come in the request's language already; a schema's own
 * message is Uzbek Latin, which a Cyrillic reader gets transliterated (Russian ones: not yet).
 */
function fieldText(message: string): string {
  return currentLanguage() === 'uz-Cyrl' ? latinToCyrillic(message) : message;
}

/** 5xx AppErrors are failures to look into (logged with their cause); 4xx are the client's doing. */
function logAppError(request: FastifyRequest, error: AppError) {
  if (error.statusCode >= 500) request.log.error({ err: error }, `${error.code}: ${error.message}`);
  else request.log.debug({ err: error }, error.code);
}

/** One error handler for the whole API (docs/architecture.md#api). A 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 429) ensureRetryAfter(reply);
    if (error instanceof AppError) {
      logAppError(request, error);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          String(issue.instancePath || '/')
            .replace(/^\//, '')
            .replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ? fieldText(issue.message) : errorText('VALIDATION_FAILED');
      }
      return reply.status(400).send(errorBody('VALIDATION_FAILED', errorText('VALIDATION_FAILED'), fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', errorText('INTERNAL')));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's and plugins' own client errors: malformed JSON, body too large, media type, 429
      const code = codeForStatus(error.statusCode);
      return reply.status(error.statusCode).send(errorBody(code, errorText(code)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', errorText('INTERNAL')));
  });
}
