import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { CanaryHealthConfig } from './canary-health';
import releasesPlugin from './plugin';

export interface ReleasesFeatureOptions {
  db: Database;
  canaryHealth?: Partial<CanaryHealthConfig>;
  releaseBaseUrls?: readonly string[];
  writeRateLimit?: number;
}

/** Remote releases, canaries and the client errors that roll them back. */
async function releasesFeature(app: import('fastify').FastifyInstance, options: ReleasesFeatureOptions) {
  await app.register(releasesPlugin, {
    db: options.db,
    canaryHealth: options.canaryHealth,
    entryBases: options.releaseBaseUrls,
    clientErrorRateLimit: options.writeRateLimit === 0 ? 0 : undefined,
  });
}

export default fp(releasesFeature, { name: 'releases' });
