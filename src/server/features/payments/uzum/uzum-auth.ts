import { createHash, timingSafeEqual } from 'node:crypto';
import type { UzumConfig } from '../../../config-payments';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether the Authorization header carries the Basic credentials Uzum Bank was given. Digests of
 * equal length are compared in constant time; without Uzum credentials nobody is let in.
 */
export function isUzumCaller(authorization: string | undefined, config: UzumConfig | null): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  const given = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
  const expected = config ? `${config.login}:${config.password}` : '';
  const same = timingSafeEqual(sha256(given), sha256(expected));
  return config !== null && match !== null && same;
}

/** The header Uzum sends (the simulator uses it too). */
export const uzumAuthorization = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`, 'utf8').toString('base64')}`;
