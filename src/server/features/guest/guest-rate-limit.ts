import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { countInWindow } from '../auth/fixed-window';

/** Per-IP limits of the guest's public writes, counted in the database so every app server shares them. */
export const GUEST_IP_LIMITS = {
  checkout: { max: 10, windowMs: 10 * 60 * 1000 },
  redeem: { max: 20, windowMs: 10 * 60 * 1000 },
} as const;

export type GuestLimitName = keyof typeof GUEST_IP_LIMITS;

/**
 * A per-IP guard for one guest write (a preHandler), off together with the other per-IP limits
 * (IP_RATE_LIMITS=off in test runs from one address). 429 RATE_LIMITED with Retry-After.
 */
export function guestIpLimit(db: Db, name: GuestLimitName, enabled: boolean) {
  const { max, windowMs } = GUEST_IP_LIMITS[name];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!enabled) return;
    const window = await countInWindow(db, `guest-${name}:${request.ip}`, windowMs, Date.now());
    if (window.count <= max) return;
    reply.header('retry-after', String(window.retryAfterSeconds));
    throw new AppError(429, 'RATE_LIMITED');
  };
}
