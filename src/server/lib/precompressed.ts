import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { append } from 'vary';

export type TextEncoding = 'br' | 'gzip';

/** Smaller answers are sent as they are (the compression plugin's threshold too). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text made once and sent many times (a cached page or JSON answer): compressed once per
 * encoding, when first asked for, and kept with it, so every later answer sends bytes made earlier.
 */
export class PrecompressedText {
  private readonly compressed: Partial<Record<TextEncoding, Buffer>> = {};
  // measured once: counting a page's UTF-8 bytes on every answer cost more than sending it
  private readonly tooSmall: boolean;

  constructor(readonly text: string) {
    this.tooSmall = Buffer.byteLength(text) < COMPRESSION_THRESHOLD;
  }

  /** The bytes to send for `encoding`: the text itself when it is too small to compress. */
  body(encoding: TextEncoding | null): string | Buffer {
    if (!encoding || this.tooSmall) return this.text;
    this.compressed[encoding] ??= compress(this.text, encoding);
    return this.compressed[encoding];
  }
}

/** br, else gzip, if the browser accepts it (a q=0 refuses); null: send the text as it is. */
export function preferredEncoding(header: string | string[] | undefined): TextEncoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Sends `text` in the encoding the request accepts. The answer says so itself: the compression
 * plugin leaves an answer with a content-encoding alone (and does not run for the not-found handler).
 */
export function sendPrecompressed(reply: FastifyReply, text: PrecompressedText) {
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  const body = text.body(encoding);
  reply.header('vary', append(String(reply.getHeader('vary') ?? ''), 'accept-encoding'));
  if (encoding && typeof body !== 'string') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** A few KiB: brotli at a fast quality costs well under a millisecond. */
function compress(text: string, encoding: TextEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(text);
}
