import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI generated from the route schemas; browsable at /docs, JSON at /docs/json. */
async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'HealthWatch API',
        description: 'Anonymous symptom reports, map clusters, health tips, statistics and postal geocoding.',
        version: '1.0.0',
      },
      tags: [{ name: 'reports' }, { name: 'health-tips' }, { name: 'stats' }, { name: 'geocode' }, { name: 'health' }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

export default fp(docsPlugin, { name: 'docs' });
