import { isIP } from 'node:net';

/** The proxies whose X-Forwarded-For is believed (Fastify's `trustProxy` as an address list). */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Only named proxies are trusted. `true` (everyone) and hop counts are refused on purpose: neither
 * checks who sent the header, so a client reaching the server directly could forge its address and
 * dodge every per-IP limit (Fastify 5 ignores hop counts for the same reason). Returns undefined
 * for a value that is not allowed.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (['', 'false', 'off', '0'].includes(trimmed)) return false;
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrCidr) ? entries : undefined;
}
