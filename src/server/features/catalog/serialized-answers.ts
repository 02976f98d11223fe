import { z } from 'zod';

/** At most this many answers per snapshot (a catalogue page is ~5 KB of JSON: ~2.5 MB). */
const MAX_ANSWERS = 500;

/**
 * The public catalogue's answers as JSON text, made once per snapshot version and URL: the
 * response schema's encoding and JSON.stringify (what fastify-type-provider-zod's serializer does
 * on every request) cost several times the rest of such an answer. A new snapshot (any write to
 * the catalogue) starts afresh; the oldest answer goes first when the limit is reached.
 */
export class SerializedAnswers {
  private version: number | null = null;
  private readonly bodies = new Map<string, string>();

  text(version: number, url: string, schema: z.ZodType, build: () => unknown): string {
    if (version !== this.version) {
      this.bodies.clear();
      this.version = version;
    }
    const known = this.bodies.get(url);
    if (known !== undefined) return known;
    const body = JSON.stringify(z.encode(schema, build()));
    if (this.bodies.size >= MAX_ANSWERS) this.bodies.delete(this.bodies.keys().next().value as string);
    this.bodies.set(url, body);
    return body;
  }
}
