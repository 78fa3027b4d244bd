import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import vitalsPlugin from './plugin';

export interface VitalsFeatureOptions {
  db: Database;
  writeRateLimit?: number;
  vitalsPerAddressPerDay?: number;
}

/** Real-user vitals: per-route per-day histograms, no tracking. */
async function vitalsFeature(app: import('fastify').FastifyInstance, options: VitalsFeatureOptions) {
  await app.register(vitalsPlugin, {
    db: options.db,
    rateLimit: options.writeRateLimit === 0 ? 0 : undefined,
    perAddressPerDay: options.vitalsPerAddressPerDay,
  });
}

export default fp(vitalsFeature, { name: 'vitals' });
