/**
 * Values made once per version and key: a new version (the catalogue changed) starts afresh. At
 * most `limit` entries; the one used least recently goes first, so keys from arbitrary URLs cannot
 * grow memory without bound nor push out the pages people open.
 */
export class VersionedCache<T> {
  private version: string | number | null = null;
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(version: string | number, key: string, make: () => T): T {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const known = this.entries.get(key);
    if (known !== undefined) {
      // the most recently used last: Map keeps insertion order
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const value = make();
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
    return value;
  }

  /** Forgets one entry (a value that turned out unusable, as a failed render). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
