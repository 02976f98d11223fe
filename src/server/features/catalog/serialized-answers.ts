import { z } from 'zod';
import type { Language } from '../../../shared/i18n/languages';
import { PrecompressedText } from '../../lib/precompressed';
import { VersionedCache } from '../../lib/versioned-cache';

/** At most this many answers per snapshot (a catalogue page is ~5 KB of JSON and ~1 KB per encoding). */
const MAX_ANSWERS = 500;

/**
 * What one cached answer is made for: its URL and the reader's language (which chooses the
 * quizzes' language and the script of their Uzbek texts).
 */
export interface AnswerKey {
  url: string;
  language: Language;
}

export const cacheKey = (key: AnswerKey) => `${key.language} ${key.url}`;

/**
 * The public catalogue's answers as JSON text, made once per snapshot version and key, and
 * compressed once per encoding: the response schema's encoding and JSON.stringify (what
 * fastify-type-provider-zod's serializer does on every request) and the compression cost several
 * times the rest of such an answer. A new snapshot (any write to the catalogue) starts afresh.
 */
export class SerializedAnswers {
  private readonly bodies = new VersionedCache<PrecompressedText>(MAX_ANSWERS);

  answer(version: number, key: AnswerKey, schema: z.ZodType, build: () => unknown): PrecompressedText {
    return this.bodies.get(
      version,
      cacheKey(key),
      () => new PrecompressedText(JSON.stringify(z.encode(schema, build()))),
    );
  }
}
