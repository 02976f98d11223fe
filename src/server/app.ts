// every text in every language before any module reads one
import '../shared/i18n/runtime/install-all';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installUzbekZodErrors } from '../shared/i18n/zod-errors';
import type { Config } from './config';
import type { Database } from './db/client';
import { logConnectionEvents } from './db/connection-log';
import { adminCatalogRoutes } from './features/admin-catalog/admin-catalog.routes';
import { adminDashboardRoutes } from './features/admin-dashboard/admin-dashboard.routes';
import { adminPaymentRoutes } from './features/admin-payments/admin-payments.routes';
import { adminQuestionRoutes } from './features/admin-questions/admin-questions.routes';
import { adminResultRoutes } from './features/admin-results/admin-results.routes';
import { adminSessionRoutes } from './features/admin-sessions/admin-sessions.routes';
import { adminSystemRoutes } from './features/admin-system/admin-system.routes';
import { adminUserRoutes } from './features/admin-users/admin-users.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { type Auth, createAuth } from './features/auth/auth';
import { authRoutes } from './features/auth/auth.routes';
import { createSessionLookup } from './features/auth/session-lookup';
import { createSignInLimiter } from './features/auth/sign-in-limiter';
import { cartRoutes } from './features/cart/cart.routes';
import { catalogRoutes } from './features/catalog/catalog.routes';
import { CatalogReadModel } from './features/catalog/catalog-live';
import { settleCatalogAfterAdminWrites } from './features/catalog/catalog-writes';
import { openCertificateCache } from './features/certificates/certificate-cache';
import { certificateRoutes } from './features/certificates/certificates.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { devMailboxRoutes, guardDevMailboxPage } from './features/dev-mailbox/dev-mailbox.routes';
import { devClockRoutes } from './features/guest/dev-clock.routes';
import { guestRoutes } from './features/guest/guest.routes';
import { guestPaymentBlocker } from './features/guest/guest-duplicates';
import { recordGuestPurchase } from './features/guest/guest-purchase';
import { mergeGuestPurchasesOnSignIn } from './features/guest/merge-on-sign-in';
import { healthRoutes } from './features/health/health.routes';
import { createMailer, type Mailer } from './features/mail/mailer';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { loadAppRenderer } from './features/pages/app-renderer';
import { devPageRoutes } from './features/pages/dev-pages.routes';
import { pageRenderer } from './features/pages/page-renderer';
import { forgetSettingsOnWrite, PublicSettingsSource } from './features/pages/public-settings-source';
import { paymentRoutes } from './features/payments/payments.routes';
import { providerCallbackRoutes } from './features/payments/provider-callbacks.routes';
import { createPaymentProviders } from './features/payments/providers';
import { registerPurchaseGrants } from './features/payments/purchase-grants';
import { playRoutes } from './features/play/play.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { recordLearnerPurchases } from './features/purchases/payment-purchases';
import { purchaseRoutes } from './features/purchases/purchases.routes';
import { EventHub } from './features/realtime/events';
import { eventRoutes } from './features/realtime/events.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { recordSessionActivity } from './features/sessions/activity-recorder';
import { sessionRoutes } from './features/sessions/sessions.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { publicSettingsReader } from './features/settings/settings.service';
import { smsRoutes } from './features/sms/sms.routes';
import type { ImageStorage } from './features/uploads/image-storage';
import { openImageStorage } from './features/uploads/open-image-storage';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { registerAccessControl } from './plugins/access';
import { registerApiDocs } from './plugins/api-docs';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/http-errors';
import { registerLanguage } from './plugins/language';
import { registerRateLimits } from './plugins/rate-limits';
import { trackRouteMethods } from './plugins/route-methods';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerServerTiming } from './plugins/server-timing';
import { registerUnstorableTextGuard } from './plugins/unstorable-text';
import { registerWebApp } from './plugins/web-app';
import { readWebShell } from './plugins/web-shell';

export const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
/** The web app's server entry (`vite build --ssr`), two levels up like the web app. */
export const defaultAppRenderer = fileURLToPath(new URL('../../dist/ssr/entry-server.js', import.meta.url));

export interface AppDeps {
  config: Config;
  database: Database;
  /** defaults to the outbox/SMTP mailer */
  mailer?: Mailer;
  /** the built web app; omitted in API tests */
  webRoot?: string;
  /** the module that renders the web app's pages (entry-server; main.ts: the build's); without it, none is rendered */
  appRenderer?: string;
  /** where uploaded images live; defaults to S3 when configured, else DATA_DIR/uploads (memory for tests) */
  imageStorage?: ImageStorage;
}

export interface App {
  server: FastifyInstance;
  auth: Auth;
}

/** The server, in the order its parts must be registered: hooks and docs before routes, fallbacks last. */
export async function buildApp({
  config,
  database,
  mailer: givenMailer,
  webRoot,
  appRenderer,
  imageStorage,
}: AppDeps): Promise<App> {
  // before any request is validated: VALIDATION_FAILED's field messages come from zod
  installUzbekZodErrors();
  const server = createServer(config);
  registerLanguage(server);
  const { db } = database;
  const mailer =
    givenMailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: server.log });
  const auth = createAuth({
    config,
    db,
    mailer,
    signInLimiter: createSignInLimiter(db),
    // a verified email signing in takes over the guest purchases made with it
    afterSignIn: [mergeGuestPurchasesOnSignIn(db, server.log)],
  });

  const webShell = readWebShell(webRoot ?? defaultWebRoot);
  await registerSecurityHeaders(server, {
    https: config.publicUrl.startsWith('https://'),
    integrations: config.integrations,
    inlineScripts: webShell.inlineScriptSources,
  });
  await registerCompression(server);
  if (config.serverTiming) registerServerTiming(server);
  const allowUserWrite = await registerRateLimits(server, config);
  await registerApiDocs(server, { isProduction: config.isProduction });
  registerErrorHandling(server);
  await server.register(fastifyCookie);
  guardDevMailboxPage(server, { isProduction: config.isProduction });
  registerUnstorableTextGuard(server);
  const allowedMethods = trackRouteMethods(server);
  const sessions = await createSessionLookup(auth, database, server.log);
  server.addHook('onClose', () => sessions.close());
  registerAccessControl(server, {
    signedIn: sessions.signedIn,
    allowedOrigins: [config.publicUrl, ...config.trustedOrigins],
    allowUserWrite,
  });
  const activity = recordSessionActivity(server, db);

  await server.register(authRoutes, { auth });
  await server.register(healthRoutes, { database });
  server.decorate('catalog', await CatalogReadModel.open(database, server.log));
  await server.register(catalogRoutes, { db, catalog: server.catalog });
  settleCatalogAfterAdminWrites(server, server.catalog);
  const providers = createPaymentProviders(config.payments);
  // what a completed payment opens: the ledger knows neither purchases nor guest
  registerPurchaseGrants({
    learner: recordLearnerPurchases,
    guest: recordGuestPurchase,
    guestBlocker: guestPaymentBlocker,
  });
  await server.register(settingsRoutes, {
    db,
    integrations: config.integrations,
    paymentMethods: providers.takenMethods,
    phoneSignIn: config.sms.phoneSignIn,
  });
  await server.register(cartRoutes, { db });
  await server.register(purchaseRoutes, { db });
  const paymentOptions = {
    db,
    providers,
    publicUrl: config.publicUrl,
    demo: config.payments.fallback === 'demo',
  };
  await server.register(paymentRoutes, paymentOptions);
  await server.register(providerCallbackRoutes, { db, config: config.payments });
  await server.register(smsRoutes, { db, secret: config.authSecret });
  await server.register(guestRoutes, {
    ...paymentOptions,
    secureCookies: config.publicUrl.startsWith('https://'),
    ipRateLimits: config.ipRateLimits,
    smsReachable: config.sms.phoneSignIn,
  });
  if (config.testClock) await server.register(devClockRoutes);
  await server.register(profileRoutes, { db });
  // one certificate cache, shared with the admin's cache clear
  const certificateCache = await openCertificateCache(config.dataDir);
  await server.register(certificateRoutes, { db, publicUrl: config.publicUrl, cache: certificateCache });
  await server.register(playRoutes, { db, contactDb: database.contactDb });
  await server.register(notificationRoutes, { db });
  await server.register(sessionRoutes, { db, activity });
  await server.register(adminCatalogRoutes, { db });
  await server.register(adminQuestionRoutes, { db });
  await server.register(adminSystemRoutes, {
    database,
    // pg_dump needs a session of its own: not through a transaction-mode pooler
    databaseUrl: config.databaseDirectUrl,
    certificateCache,
  });
  await server.register(adminUserRoutes, { db, auth });
  await server.register(adminSessionRoutes, { db });
  await server.register(adminDashboardRoutes, { db });
  await server.register(adminResultRoutes, { db });
  await server.register(adminPaymentRoutes, { db });
  await server.register(auditRoutes, { db });
  await server.register(contactRoutes, { db, perIpLimit: config.ipRateLimits });
  // test apps keep uploads in memory: their DATA_DIR is a path that must stay absent
  await server.register(uploadRoutes, {
    db,
    storage:
      imageStorage ??
      (await openImageStorage({
        s3: config.s3,
        dataDir: config.nodeEnv === 'test' ? undefined : config.dataDir,
      })),
  });
  logConnectionEvents(database, server.log);
  await server.register(eventRoutes, { db, hub: await EventHub.connect(database, server.log) });
  if (!config.isProduction) await server.register(devMailboxRoutes, { db });

  await server.register(seoRoutes, { db, publicUrl: config.publicUrl });
  const publicSettings = new PublicSettingsSource(
    publicSettingsReader(db, {
      integrations: config.integrations,
      paymentMethods: providers.takenMethods,
      phoneSignIn: config.sms.phoneSignIn,
    }),
  );
  forgetSettingsOnWrite(server, publicSettings);
  const { pages, answer } = pageRenderer({
    db,
    publicUrl: config.publicUrl,
    shell: webShell,
    catalog: server.catalog,
    settings: publicSettings,
    // no page to render into without a built index.html (API tests)
    app: webShell.template === null || !appRenderer ? null : await loadAppRenderer(appRenderer),
  });
  if (!config.isProduction) await server.register(devPageRoutes, { answer });
  await registerWebApp(server, {
    root: webRoot ?? defaultWebRoot,
    shell: webShell,
    allowedMethods,
    renderPage: pages,
  });
  return { server, auth };
}

/** Fastify with the zod schemas as validators and serializers. */
function createServer(config: Config) {
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
  return server;
}
