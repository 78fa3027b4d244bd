import fp from 'fastify-plugin';
import catalogPlugin from './plugin';

/** The open-data catalogue (DCAT), read through the replica when there is one. */
async function catalogFeature(app: import('fastify').FastifyInstance) {
  await app.register(catalogPlugin, {
    db: app.readDb,
    publicApiUrl: app.publicUrls.publicApiUrl,
    appUrl: app.publicUrls.appUrl,
    clock: app.clock,
  });
}

export default fp(catalogFeature, { name: 'catalog', dependencies: ['infrastructure'] });
