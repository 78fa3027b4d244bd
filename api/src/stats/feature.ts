import fp from 'fastify-plugin';
import statsPlugin from './plugin';

/** Public statistics, read through the replica when there is one. */
async function statsFeature(app: import('fastify').FastifyInstance) {
  await app.register(statsPlugin, { db: app.readDb });
}

export default fp(statsFeature, { name: 'stats', dependencies: ['infrastructure'] });
