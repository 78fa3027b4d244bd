import fp from 'fastify-plugin';
import ratesPlugin from './plugin';

/** Participants' weekly rates per area, read through the replica when there is one. */
async function ratesFeature(app: import('fastify').FastifyInstance) {
  await app.register(ratesPlugin, {
    db: app.readDb,
    areas: () => app.areas,
    clock: app.clock,
    generation: app.participants.ratesGeneration,
  });
}

export default fp(ratesFeature, { name: 'rates', dependencies: ['reports'] });
