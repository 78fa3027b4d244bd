import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import demoPlugin from './plugin';

export interface DemoFeatureOptions {
  db: Database;
}

/** The demo data loader (it writes, so it uses the primary). */
async function demoFeature(app: import('fastify').FastifyInstance, options: DemoFeatureOptions) {
  await app.register(demoPlugin, { db: options.db });
}

export default fp(demoFeature, { name: 'demo' });
