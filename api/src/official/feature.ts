import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import officialPlugin from './plugin';

export interface OfficialFeatureOptions {
  db: Database;
}

/** Official surveillance figures and their agreement with the participants' rates. */
async function officialFeature(app: import('fastify').FastifyInstance, options: OfficialFeatureOptions) {
  await app.register(officialPlugin, { db: options.db, areas: () => app.areas, clock: app.clock });
}

export default fp(officialFeature, { name: 'official', dependencies: ['infrastructure'] });
