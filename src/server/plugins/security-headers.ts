import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ADSENSE_SCRIPT_ORIGIN, type Integrations, NO_INTEGRATIONS } from '../../shared/schemas/integrations';

/**
 * The origins AdSense loads from (its script, the ad frames and their reporting), admitted only
 * when an AdSense client id is configured. Social networks are plain links: they need none.
 */
const ADSENSE_SOURCES = {
  script: [
    ADSENSE_SCRIPT_ORIGIN,
    'https://partner.googleadservices.com',
    'https://tpc.googlesyndication.com',
    'https://www.googletagservices.com',
    'https://adservice.google.com',
    'https://ep2.adtrafficquality.google',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    'https://ep2.adtrafficquality.google',
  ],
  connect: [ADSENSE_SCRIPT_ORIGIN, 'https://ep1.adtrafficquality.google', 'https://csi.gstatic.com'],
};

const NO_SOURCES = { script: [], frame: [], connect: [] };

/** The third-party origins the configured integrations need, and none when nothing is configured. */
export function thirdPartySources(integrations: Integrations): typeof ADSENSE_SOURCES {
  return integrations.ads ? ADSENSE_SOURCES : NO_SOURCES;
}

/**
 * Security headers on every answer: a Content-Security-Policy that lets pages load only our own
 * scripts, styles and connections (plus exactly the configured ad network's), no framing of us,
 * and HSTS when the public address is https.
 */
export async function registerSecurityHeaders(
  server: FastifyInstance,
  { https, integrations = NO_INTEGRATIONS }: { https: boolean; integrations?: Integrations },
) {
  const third = thirdPartySources(integrations);
  await server.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...third.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // a quiz or question image may be any http(s) address an admin gave (spec: image by URL);
        // images cannot run script, so this is the one directive that looks beyond our origin
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...third.connect],
        ...(third.frame.length > 0 ? { frameSrc: ["'self'", ...third.frame] } : {}),
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
