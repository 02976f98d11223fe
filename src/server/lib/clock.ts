/**
 * The server's clock for guest-access expiry. Tests (API and e2e) move it with an offset so that
 * "24 hours later" can be checked without waiting; only a non-production route can set the offset.
 */
let offsetMs = 0;

export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
