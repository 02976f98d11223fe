import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Who may call a route. Every /api route must declare one (checked when routes are added).
 * `player`: a signed-in user, or a guest holding a valid guest-access credential; the
 * hook only loads the user, and the route itself refuses a caller with neither (401).
 */
export type Access = 'public' | 'user' | 'admin' | 'player';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'USER' | 'ADMIN';
  /** the auth session this request is signed in with */
  sessionId: string;
  /**
   * believed from the session cache without the change feed's confirmation (a route whose
   * `signIn` is 'checked-by-write'): only a statement that checks this auth session itself may
   * act on it; anything else calls request.confirmUser() first
   */
  unconfirmed?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * 'checked-by-write': a `player` route whose writes check the sign-in in their own statement
     * (play's answers and heartbeats) may take it from the session cache unconfirmed
     */
    signIn?: 'checked-by-write';
  }
  interface FastifyInstance {
    /** every /api route with its declared access, for the authorization tests */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    /** the signed-in user, resolved for routes whose access is user or admin (or on demand) */
    user: SessionUser | null;
    /** `checkedByWrite`: possibly unconfirmed, for a route whose writes check the sign-in */
    loadUser(checkedByWrite?: boolean): Promise<SessionUser | null>;
    /** request.user, confirmed (loaded again) when it was believed unconfirmed */
    confirmUser(): Promise<SessionUser | null>;
  }
}

/**
 * The signed-in user of a `user` or `admin` route. The access hook has already refused guests;
 * a route that reaches here without a user (a wrong access level) still answers 401, not a crash.
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'UNAUTHENTICATED');
  return request.user;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface AccessOptions {
  /** who a request's session cookie signs in (better-auth, through the session cache) */
  signedIn: (headers: IncomingHttpHeaders, checkedByWrite?: boolean) => Promise<SessionUser | null>;
  allowedOrigins: string[];
  /** the per-user write limit: false once the signed-in user has written too often */
  allowUserWrite: (request: FastifyRequest) => Promise<boolean>;
}

export function registerAccessControl(
  app: FastifyInstance,
  { signedIn, allowedOrigins, allowUserWrite }: AccessOptions,
) {
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access level`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access });
    }
  });

  app.decorateRequest('user', null);
  app.decorateRequest('loadUser', async function (this: FastifyRequest, checkedByWrite = false) {
    this.user = await signedIn(this.headers, checkedByWrite);
    return this.user;
  });
  app.decorateRequest('confirmUser', async function (this: FastifyRequest) {
    return this.user?.unconfirmed ? this.loadUser() : this.user;
  });

  // Writes from a browser must come from our own pages: a foreign Origin is refused always, and a
  // cookie-carrying write must name its Origin. Programs without cookies may omit it.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const foreign = origin !== undefined && !allowedOrigins.includes(origin);
    if (foreign || (origin === undefined && request.headers.cookie))
      throw new AppError(403, 'CROSS_SITE_REQUEST');
  });

  // before validation, so a guest learns they must sign in rather than what their body lacked
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'player') {
      const checkedByWrite = request.routeOptions.config.signIn === 'checked-by-write';
      const user = await request.loadUser(checkedByWrite);
      if (user && !SAFE_METHODS.has(request.method) && !(await allowUserWrite(request)))
        throw new AppError(429, 'RATE_LIMITED');
      return;
    }
    if (access !== 'user' && access !== 'admin') return;
    const user = await request.loadUser();
    if (!user) throw new AppError(401, 'UNAUTHENTICATED');
    if (access === 'admin' && user.role !== 'ADMIN') throw new AppError(403, 'FORBIDDEN');
    if (!SAFE_METHODS.has(request.method) && !(await allowUserWrite(request)))
      throw new AppError(429, 'RATE_LIMITED');
  });
}
