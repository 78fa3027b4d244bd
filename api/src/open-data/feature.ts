import fp from 'fastify-plugin';
import openDataPlugin from './plugin';

export interface OpenDataFeatureOptions {
  exportRateLimit?: number;
}

/** Open-data downloads, read through the replica when there is one. */
async function openDataFeature(app: import('fastify').FastifyInstance, options: OpenDataFeatureOptions) {
  await app.register(openDataPlugin, {
    db: app.readDb,
    exportRateLimit: options.exportRateLimit,
    apiUrl: app.publicUrls.apiUrl,
    areas: () => app.areas,
  });
}

export default fp(openDataFeature, { name: 'open-data', dependencies: ['infrastructure'] });
