import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

async function headersServedWith(https: boolean) {
  const server = Fastify();
  await registerSecurityHeaders(server, { https });
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

  it('shows images from any http(s) address (thumbnails by URL), while scripts and connections stay ours', async () => {
    const policy = String((await headersServedWith(false))['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https: http:");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
});
