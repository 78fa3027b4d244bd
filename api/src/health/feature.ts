import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { ReadReplica } from '../db/read-replica';
import type { Geocoder } from '../geocode/geocoder';
import healthPlugin from './plugin';

export interface HealthFeatureOptions {
  db: Database;
  geocoder: Geocoder;
  readReplica?: ReadReplica;
}

/** /healthz and /readyz: the database, the geocoder, the replica's lag and what features report to readiness. */
async function healthFeature(app: import('fastify').FastifyInstance, options: HealthFeatureOptions) {
  const { db, geocoder, readReplica } = options;
  await app.register(healthPlugin, { db, geocoder, readiness: app.readiness, replica: readReplica?.state });
}

export default fp(healthFeature, { name: 'health', dependencies: ['infrastructure'] });
