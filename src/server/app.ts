import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errorMessage } from '../shared/i18n/uz';
import type { Config } from './config';
import type { Database } from './db/client';
import { logConnectionEvents } from './db/connection-log';
import { type Auth, createAuth } from './features/auth/auth';
import { authRoutes } from './features/auth/auth.routes';
import { createSignInLimiter } from './features/auth/sign-in-limiter';
import { cartRoutes } from './features/cart/cart.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { certificateRoutes } from './features/certificates/certificates.routes';
import { devMailboxRoutes, guardDevMailboxPage } from './features/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './features/health/health.routes';
import { createMailer, type Mailer } from './features/mail/mailer';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { createPaymentProvider } from './features/payments/providers';
import { playRoutes } from './features/play/play.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { purchaseRoutes } from './features/purchases/purchases.routes';
import { EventHub } from './features/realtime/events';
import { eventRoutes } from './features/realtime/events.routes';
import { sessionRoutes } from './features/sessions/sessions.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { registerAccessControl } from './plugins/access';
import { errorBody, registerErrorHandling } from './plugins/errors';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/http-errors';
import { trackRouteMethods } from './plugins/route-methods';
import { registerUnstorableTextGuard } from './plugins/unstorable-text';

export const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface AppDeps {
  config: Config;
  database: Database;
  /** defaults to the outbox/SMTP mailer */
  mailer?: Mailer;
  /** the built web app; omitted in API tests */
  webRoot?: string;
}

export interface App {
  server: FastifyInstance;
  auth: Auth;
}

export async function buildApp({ config, database, mailer: givenMailer, webRoot }: AppDeps): Promise<App> {
  const server = Fastify({
    logger: { level: config.nodeEnv === 'test' ? 'silent' : config.logLevel },
    // X-Forwarded-For is believed only from configured proxies, or anyone could dodge per-IP limits
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // the one error body also for what fails before routing: bad URLs, long params, huge headers
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const mailer =
    givenMailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: server.log });
  const signInLimiter = createSignInLimiter(db);
  const auth = createAuth({ config, db, mailer, signInLimiter });
  const https = config.publicUrl.startsWith('https://');

  await server.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS and upgrade-insecure-requests break plain-http local and LAN use
    strictTransportSecurity: https,
  });
  await server.register(rateLimit, {
    global: config.ipRateLimits,
    max: config.apiRateLimit,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  await server.register(swagger, {
    openapi: {
      info: { title: 'Bilimdon API', version: '0.1.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  server.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () =>
    server.swagger(),
  );
  if (!config.isProduction) await server.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandling(server);
  guardDevMailboxPage(server, { isProduction: config.isProduction });
  registerUnstorableTextGuard(server);
  const allowedMethods = trackRouteMethods(server);
  const userWrites = server.createRateLimit({
    max: config.userWriteLimit,
    timeWindow: '1 minute',
    keyGenerator: (request) => `user-writes:${request.user?.id}`,
  });
  registerAccessControl(server, {
    auth,
    allowedOrigins: [config.publicUrl, ...config.trustedOrigins],
    allowUserWrite: async (request) => {
      const limit = await userWrites(request);
      return limit.isAllowed || !limit.isExceeded;
    },
  });

  await server.register(authRoutes, { auth });
  await server.register(healthRoutes, { database });
  await server.register(catalogRoutes, { db });
  await server.register(settingsRoutes, { db });
  await server.register(cartRoutes, { db });
  await server.register(purchaseRoutes, { db });
  await server.register(paymentRoutes, { db, provider: createPaymentProvider(config.paymentProvider) });
  await server.register(profileRoutes, { db });
  await server.register(certificateRoutes, { db, publicUrl: config.publicUrl, dataDir: config.dataDir });
  await server.register(playRoutes, { db });
  await server.register(notificationRoutes, { db });
  await server.register(sessionRoutes, { db });
  logConnectionEvents(database, server.log);
  await server.register(eventRoutes, { hub: await EventHub.connect(database, server.log) });
  if (!config.isProduction) await server.register(devMailboxRoutes, { db });

  const root = webRoot ?? defaultWebRoot;
  const hasWebApp = existsSync(path.join(root, 'index.html'));
  if (hasWebApp) await serveStaticAssets(server, root);
  server.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasWebApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    const allowed = request.url.startsWith('/api/') ? allowedMethods(request.url) : [];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const body = errorBody('METHOD_NOT_ALLOWED', errorMessage('METHOD_NOT_ALLOWED'));
      return reply.status(405).header('allow', allowed.join(', ')).send(body);
    }
    return reply.status(404).send(errorBody('NOT_FOUND', errorMessage('NOT_FOUND')));
  });
  return { server, auth };
}

/** The built SPA: hashed assets cached for a year, the rest revalidated; unknown pages get index.html. */
async function serveStaticAssets(server: FastifyInstance, root: string) {
  await server.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
