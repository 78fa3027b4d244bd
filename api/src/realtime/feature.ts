import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { type ConnectionLimitsConfig, DEFAULT_CONNECTION_LIMITS } from '../limits/config';
import realtimePlugin from './plugin';
import { ReportFeed } from './report-feed';

export interface RealtimeFeatureOptions {
  db: Database;
  heartbeatMs?: number;
  connectionLimits?: Partial<ConnectionLimitsConfig>;
}

/** The live feed: one LISTEN for every committed report (started now, stopped on close) and the SSE route. */
async function realtimeFeature(app: import('fastify').FastifyInstance, options: RealtimeFeatureOptions) {
  const { db } = options;
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const feed = new ReportFeed(db, (err) => app.log.warn({ err }, 'report feed delivery failed'));
  await feed.start();
  app.addHook('onClose', async () => {
    await feed.stop();
  });
  await app.register(realtimePlugin, {
    db,
    feed,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    streamsPerAddress: limits.sseStreamsPerAddress,
    streamsTotal: limits.sseStreamsTotal,
  });
}

export default fp(realtimeFeature, { name: 'realtime' });
