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
});
