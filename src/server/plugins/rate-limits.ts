import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

type RateLimitConfig = Pick<Config, 'ipRateLimits' | 'apiRateLimit' | 'userWriteLimit'>;

/**
 * Two limits: API requests per minute per client IP (switchable off for test runs from one
 * address), and writes per minute per signed-in user. Returns the user-write check that the
 * access hook runs once it knows who is writing.
 */
export async function registerRateLimits(server: FastifyInstance, config: RateLimitConfig) {
  await server.register(rateLimit, {
    global: config.ipRateLimits,
    max: config.apiRateLimit,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  const userWrites = server.createRateLimit({
    max: config.userWriteLimit,
    timeWindow: '1 minute',
    keyGenerator: (request) => `user-writes:${request.user?.id}`,
  });
  /** false once the signed-in user has written too often this minute */
  return async function allowUserWrite(request: FastifyRequest): Promise<boolean> {
    const limit = await userWrites(request);
    return limit.isAllowed || !limit.isExceeded;
  };
}
