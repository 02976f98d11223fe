/** Optional text is stored as null when left blank (the schemas have already trimmed it). */
export function emptyAsNull(text: string | null): string | null {
  return text === null || text === '' ? null : text;
}
