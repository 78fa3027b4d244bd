import fp from 'fastify-plugin';
import alertsPlugin from './plugin';

/** The area alerts feed (Atom and JSON), read through the replica when there is one. */
async function alertsFeature(app: import('fastify').FastifyInstance) {
  const { appUrl, apiUrl } = app.publicUrls;
  await app.register(alertsPlugin, { db: app.readDb, areas: app.areas, appUrl, apiUrl });
}

export default fp(alertsFeature, { name: 'alerts', dependencies: ['analytics'] });
