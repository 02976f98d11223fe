import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API describes itself from the routes' zod schemas: /api/openapi.json always, and the
 * reference page /api/docs outside production. Register before the routes it describes.
 */
export async function registerApiDocs(server: FastifyInstance, { isProduction }: { isProduction: boolean }) {
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
  if (!isProduction) await server.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
