import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * Analytics engine routes under /api/analytics. This placeholder is filled by
 * the analytics feature.
 */
export default async function analyticsPlugin(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  void app;
  void opts;
}
