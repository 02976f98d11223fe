/** `Retry-After` as seconds (a number of seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds : undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) || at <= now ? undefined : (at - now) / 1000;
}
