import { z } from 'zod';
import { VersionedCache } from '../../lib/versioned-cache';

/** At most this many answers per snapshot (a catalogue page is ~5 KB of JSON: ~2.5 MB). */
const MAX_ANSWERS = 500;

/**
 * The public catalogue's answers as JSON text, made once per snapshot version and URL: the
 * response schema's encoding and JSON.stringify (what fastify-type-provider-zod's serializer does
 * on every request) cost several times the rest of such an answer. A new snapshot (any write to
 * the catalogue) starts afresh.
 */
export class SerializedAnswers {
  private readonly bodies = new VersionedCache<string>(MAX_ANSWERS);

  text(version: number, url: string, schema: z.ZodType, build: () => unknown): string {
    return this.bodies.get(version, url, () => JSON.stringify(z.encode(schema, build())));
  }
}
