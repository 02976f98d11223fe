import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer: a Content-Security-Policy that lets pages load only our own
 * scripts, styles and connections, no framing, and HSTS when the public address is https.
 */
export async function registerSecurityHeaders(server: FastifyInstance, { https }: { https: boolean }) {
  await server.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // a quiz or question image may be any http(s) address an admin gave (spec: image by URL);
        // images cannot run script, so this is the one directive that looks beyond our origin
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
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
}
