import type { FastifyRequest } from 'fastify';
import { type ContentScript, contentScriptFor, ORIGINAL_SCRIPT } from '../../shared/domain/content-script';

/**
 * The script a request reads Uzbek content in: its language's, or the author's when the query
 * asks for `script=original` (routes that take it validate it with scriptQuerySchema).
 */
export function readerScript(request: FastifyRequest): ContentScript {
  const { script } = (request.query ?? {}) as { script?: string };
  return contentScriptFor(request.language, script === ORIGINAL_SCRIPT);
}
