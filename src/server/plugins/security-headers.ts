import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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
 * @fastify/helmet's options for our policy: the CSP, and HSTS only over https. `inlineScripts`
 * are the CSP sources ('sha256-…') of the page's own inline scripts (web-shell.ts).
 */
export function helmetOptions(
  https: boolean,
  integrations: Integrations,
  inlineScripts: string[] = [],
): FastifyHelmetOptions {
  const third = thirdPartySources(integrations);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...third.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // a quiz or question image may be any http(s) address an admin gave (docs/product/admin-and-pages.md: image by URL);
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
  };
}

/**
 * The headers @fastify/helmet sets for these options, read once from a throwaway server: the
 * plugin builds its whole middleware (and parses the policy) again on every request, which cost
 * about 2% of the server's CPU per answer save. Our policy has no per-request part (no nonces).
 */
async function staticHelmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: Record<string, string> = {};
  // runs after helmet's own onRequest hooks: the raw response holds exactly what helmet set
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  return headers;
}

/**
 * Security headers on every answer: a Content-Security-Policy that lets pages load only our own
 * scripts, styles and connections (plus exactly the configured ad network's), no framing of us,
 * and HSTS when the public address is https. A route may still set its own (the SVG cover's CSP).
 */
export async function registerSecurityHeaders(
  server: FastifyInstance,
  {
    https,
    integrations = NO_INTEGRATIONS,
    inlineScripts = [],
  }: { https: boolean; integrations?: Integrations; inlineScripts?: string[] },
) {
  const options = helmetOptions(https, integrations, inlineScripts);
  const headers = Object.entries(await staticHelmetHeaders(options));
  server.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
