import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * Consultation engine routes under /api/phone-ai. This placeholder is filled
 * by the phone consultation feature.
 */
export default async function phoneAiPlugin(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  void app;
  void opts;
}
