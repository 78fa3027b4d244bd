import fp from 'fastify-plugin';
import healthTipsPlugin from './plugin';

/** Health tips, read through the replica when there is one. */
async function healthTipsFeature(app: import('fastify').FastifyInstance) {
  await app.register(healthTipsPlugin, { db: app.readDb });
}

export default fp(healthTipsFeature, { name: 'health-tips', dependencies: ['infrastructure'] });
