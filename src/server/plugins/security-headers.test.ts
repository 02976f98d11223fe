import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Integrations, NO_INTEGRATIONS } from '../../shared/schemas/integrations';
import { helmetOptions, registerSecurityHeaders } from './security-headers';

async function headersServedWith(https: boolean, integrations: Integrations = NO_INTEGRATIONS) {
  const server = Fastify();
  await registerSecurityHeaders(server, { https, integrations });
  server.get('/', async () => 'ok');
  const res = await server.inject('/');
  await server.close();
  return res.headers;
}

describe('security headers', () => {
  it('over https: HSTS, and the policy upgrades insecure requests', async () => {
    const headers = await headersServedWith(true);
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('over plain http (local and LAN use): neither, the rest of the policy stays', async () => {
    const headers = await headersServedWith(false);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
  });

  const directiveOf = (policy: string, name: string) =>
    policy
      .split(';')
      .find((d) => d.trim().startsWith(`${name} `))
      ?.trim();

  it('shows images from any http(s) address (thumbnails by URL), while scripts and connections stay ours', async () => {
    const policy = String((await headersServedWith(false))['content-security-policy']);
    const directive = (name: string) => directiveOf(policy, name);
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https: http:");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-src')).toBeUndefined();
  });

  it('with an AdSense id: exactly its origins for scripts, frames and connections; social links add none', async () => {
    const policy = String(
      (
        await headersServedWith(false, {
          ads: { clientId: 'ca-pub-1234567890123456', slots: { horizontal: '1234567890', rectangle: null } },
          social: { telegram: 'https://t.me/bilimdon', instagram: null, youtube: null, facebook: null },
        })
      )['content-security-policy'],
    );
    const directive = (name: string) => directiveOf(policy, name);
    expect(directive('script-src')).toBe(
      "script-src 'self' https://pagead2.googlesyndication.com https://partner.googleadservices.com https://tpc.googlesyndication.com https://www.googletagservices.com https://adservice.google.com https://ep2.adtrafficquality.google",
    );
    expect(directive('frame-src')).toBe(
      "frame-src 'self' https://googleads.g.doubleclick.net https://tpc.googlesyndication.com https://www.google.com https://ep2.adtrafficquality.google",
    );
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://pagead2.googlesyndication.com https://ep1.adtrafficquality.google https://csi.gstatic.com",
    );
    expect(policy).not.toMatch(/t\.me|telegram/);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it.each([true, false])(
    'sets exactly the headers @fastify/helmet sets per request, computed once (https %s)',
    async (https) => {
      const perRequest = Fastify();
      await perRequest.register(helmet, helmetOptions(https, NO_INTEGRATIONS));
      perRequest.get('/', async () => 'ok');
      const expected = (await perRequest.inject('/')).headers;
      await perRequest.close();
      const served = await headersServedWith(https);
      const { date: _d1, ...expectedHeaders } = expected;
      const { date: _d2, ...servedHeaders } = served;
      expect(servedHeaders).toEqual(expectedHeaders);
      expect(served['x-content-type-options']).toBe('nosniff');
    },
  );

  it('a route may still set its own policy', async () => {
    const server = Fastify();
    await registerSecurityHeaders(server, { https: false });
    server.get('/', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('x'),
    );
    const res = await server.inject('/');
    await server.close();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
  });
});
